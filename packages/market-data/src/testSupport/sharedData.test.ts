// The market files live next to the repository (../shared/market-data), wherever it is cloned:
// no source file may name the folder by an absolute path of one machine.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_MARKET_DATA } from './sharedData.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.git']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx|js|mjs|cjs|sh|json)$/.test(e.name)) out.push(full);
  }
  return out;
}

describe('shared market data', () => {
  it('is ../shared/market-data next to the repository root', () => {
    expect(SHARED_MARKET_DATA).toBe(path.join(path.dirname(repoRoot), 'shared', 'market-data'));
  });
  it('no source file names a machine path (the bench, the tests and the scripts resolve it from the repository root)', () => {
    const machinePath = /['"`](?:\/work\/|\/home\/|\/Users\/|\/root\/|[A-Za-z]:\\\\Users\\\\)/;
    const offenders = ['apps', 'packages', 'bench', 'e2e', 'scripts']
      .flatMap((d) => sourceFiles(path.join(repoRoot, d)))
      .filter((f) => machinePath.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(repoRoot, f));
    expect(offenders).toEqual([]);
  });
});
