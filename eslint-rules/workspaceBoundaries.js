// Local ESLint rule: a relative import may not leave the npm workspace it is written in.
// Packages reach each other only through their package name (`@plantasim/domain`, …), so the
// dependency direction rules in eslint.config.js and each package's `exports` see every crossing.
// A path such as `../../../apps/server/src/errors.ts` from packages/domain would slip past both.
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).workspaces
  .map((w) => resolve(repoRoot, w));

const inside = (dir, file) => {
  const rel = relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** The workspace folder holding `file`; undefined for files of the root package (scripts, configs). */
export const workspaceOf = (file) => workspaces.find((w) => inside(w, file));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse relative imports that leave the current npm workspace' },
    schema: [],
    messages: {
      escape: "'{{spec}}' leaves {{from}} for {{to}}: import it by package name (add an `exports` entry if needed).",
    },
  },
  create(context) {
    const file = context.filename;
    if (!isAbsolute(file)) return {};
    const own = workspaceOf(file);
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('./') && !spec.startsWith('../')) return;
      const target = resolve(dirname(file), spec);
      const escapes = own
        ? !inside(own, target)
        : !inside(repoRoot, target) || workspaceOf(target) !== undefined;
      if (!escapes) return;
      const name = (dir) => (dir ? relative(repoRoot, dir).split(sep).join('/') : 'the root package');
      context.report({
        node: source,
        messageId: 'escape',
        data: { spec, from: name(own), to: name(workspaceOf(target) ?? (inside(repoRoot, target) ? undefined : dirname(target))) },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
