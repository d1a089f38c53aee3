// The heavy export libraries (exceljs, jspdf, jspdf-autotable) must only be reached through
// dynamic import(), so that they load when a user exports and never with the first page.
// `import type` is fine: it disappears from the build.
import { readdirSync, readFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const HEAVY = ['exceljs', 'jspdf', 'jspdf-autotable'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Static `import ... from 'pkg'` / `export ... from 'pkg'` / `import 'pkg'` of a heavy library. */
function staticHeavyImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /^\s*(import|export)\s+(?!type\s)([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(pattern)) {
    const pkg = match[3] ?? '';
    if (HEAVY.some((name) => pkg === name || pkg.startsWith(`${name}/`))) found.push(pkg);
  }
  return found;
}

describe('heavy export libraries', () => {
  it('recognises static imports and lets dynamic and type-only imports through', () => {
    expect(staticHeavyImports("import ExcelJS from 'exceljs';")).toEqual(['exceljs']);
    expect(staticHeavyImports("import { jsPDF } from 'jspdf';\nimport autoTable from 'jspdf-autotable';")).toEqual(['jspdf', 'jspdf-autotable']);
    expect(staticHeavyImports("import 'jspdf-autotable';")).toEqual(['jspdf-autotable']);
    expect(staticHeavyImports("const { default: ExcelJS } = await import('exceljs');")).toEqual([]);
    expect(staticHeavyImports("import type { Workbook } from 'exceljs';")).toEqual([]);
  });

  it('are never imported statically by the web app', () => {
    const offenders = sourceFiles(srcDir).flatMap((file) =>
      staticHeavyImports(readFileSync(file, 'utf8')).map((pkg) => `${relative(srcDir, file)} imports ${pkg}`),
    );
    expect(offenders).toEqual([]);
  });
});

// What the login page must not load: the signed-in shell (guard, data cache, header) and the
// English texts. They are reached only through dynamic import() from the first page's modules.
describe('first page', () => {
  const staticImports = (file: string): string[] => {
    const code = readFileSync(join(srcDir, file), 'utf8');
    return [...code.matchAll(/^\s*import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
  };

  it('reaches the signed-in shell and TanStack Query only lazily', () => {
    for (const file of ['main.tsx', 'app/App.tsx', 'app/router.tsx', 'app/AppProviders.tsx', 'i18n/index.ts']) {
      expect(staticImports(file).filter((m) => /AuthGuard|AppLayout|AppShell|queryClient|@tanstack|header\//.test(m)), file).toEqual([]);
    }
  });

  it('has the Spanish texts only; English is fetched when chosen', () => {
    expect(staticImports('i18n/index.ts')).toContain('./es.json');
    expect(staticImports('i18n/index.ts')).not.toContain('./en.json');
  });

  // The login page is plain React and CSS with its texts read from the catalogue: no MUI, emotion or
  // i18next in what the entry and the login page import statically (they come with the signed-in
  // shell, and with the login popup only when the form is sent).
  it('keeps MUI, emotion and i18next out of the entry and the login page', () => {
    const packages = new Map<string, string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of staticImports(file)) {
        if (!spec.startsWith('.')) {
          packages.set(spec, file);
          continue;
        }
        const base = relative(srcDir, resolve(srcDir, dirname(file), spec));
        const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(join(srcDir, candidate)));
        if (found) visit(found);
      }
    };
    visit('main.tsx');
    visit('features/login/LoginPage.tsx');
    expect(seen).toContain('features/login/LoginField.tsx');
    const heavy = [...packages].filter(([pkg]) => /^(@mui|@emotion)\/|^(i18next|react-i18next)$/.test(pkg)).map(([pkg, file]) => `${file} imports ${pkg}`);
    expect(heavy).toEqual([]);
  });
});
