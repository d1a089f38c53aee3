/**
 * PGlite's Node file system with owner-only permissions. Emscripten ignores the process umask: it
 * chmods every file it creates to the mode asked by PostgreSQL's wasm build (0666), so PGlite files
 * were world-writable. Every mode set through its FS layer loses the group and other bits here.
 */
import { NodeFS } from '@electric-sql/pglite/nodefs';

type ChmodFs = { doChmod?: (stream: unknown, node: unknown, mode: number, dontFollow?: boolean) => void };

export class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod: unknown) => {
        const fs = (mod as { FS: ChmodFs }).FS;
        const original = fs.doChmod;
        if (!original) throw new Error('PGlite: FS.doChmod no encontrado; no se pueden restringir los permisos');
        fs.doChmod = (stream, node, mode, dontFollow) => original(stream, node, mode & ~0o077, dontFollow);
      },
    ];
    return result;
  }
}
