// Tests read the real public market files by path (never copied into the repo):
// <repo root>/../shared/market-data. A missing folder must FAIL the tests, not skip them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SHARED_MARKET_DATA = path.resolve(repoRoot, '../shared/market-data');

/** Absolute path inside the shared folder; throws a clear error when the folder is missing. */
export function sharedPath(...parts: string[]): string {
  if (!existsSync(SHARED_MARKET_DATA)) {
    throw new Error(`Market-data samples not found at ${SHARED_MARKET_DATA} (expected ../shared/market-data next to the repo). ` +
      'These tests need the real OMIE/MIBGAS files; see SOURCES.md in that folder.');
  }
  return path.join(SHARED_MARKET_DATA, ...parts);
}

export const readSharedText = (...parts: string[]) => readFileSync(sharedPath(...parts), 'latin1');
export const readSharedBytes = (...parts: string[]) => new Uint8Array(readFileSync(sharedPath(...parts)));
export const readSharedUtf8 = (...parts: string[]) => readFileSync(sharedPath(...parts), 'utf8');
