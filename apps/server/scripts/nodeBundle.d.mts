/** Bundles `entryPoints` (name → source path) into `outdir`, one file per entry (nodeBundle.mjs). */
export function bundleForNode(entryPoints: Record<string, string>, outdir: string): Promise<void>;
