// Plain-JavaScript worker entry for the TypeScript sources (tsx, vitest): a worker's own entry
// module does not get the parent's `--import tsx` on Node 20, so it registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./uploadCheckWorker.ts');
