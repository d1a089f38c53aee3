// One lint setup for the monorepo. Besides the usual TypeScript rules it enforces the
// dependency direction of docs/architecture.md: domain <- optimizer/market-data <- server; web -> domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import workspaceBoundaries from './eslint-rules/workspaceBoundaries.js';
import sqlInRepositories from './eslint-rules/sqlInRepositories.js';

const boundPatterns = (pkgs) =>
  pkgs.map((p) => ({ group: [p, `${p}/*`], message: `Dependency direction (docs/architecture.md): this package must not import ${p}.` }));
const forbid = (...pkgs) => ({ 'no-restricted-imports': ['error', { patterns: boundPatterns(pkgs) }] });

const FAKES_ONLY = 'Decision tests run on the repository fakes (apps/server/test/support/fakeRepositories.ts), not on a Db or SQL text (docs/architecture.md).';
/** The bounds of `pkgs`, no database handle, and no regular expression matching SQL text. */
const fakesOnly = (...pkgs) => ({
  'no-restricted-imports': ['error', { patterns: [
    ...boundPatterns(pkgs),
    { group: ['**/db/index.ts', '**/db/types.ts', '**/scriptedDb.ts', 'pg', '@electric-sql/*'], message: FAKES_ONLY },
  ] }],
  'no-restricted-syntax': ['error', { selector: 'Literal[regex.pattern=/\\b(SELECT|INSERT|UPDATE|DELETE|FROM|WHERE)\\b|WITH (RECURSIVE|\\w+ AS)/]', message: FAKES_ONLY }],
});

const optimizerBounds = ['@plantasim/market-data', '@plantasim/server', '@plantasim/web', 'react', 'fastify'];

/** The checker's imports: `outside` matches every relative path it may not take. */
const checkerImports = (outside) => {
  const message = 'The independent checker (packages/optimizer/src/testing/checker*) must not use the model code: only types of input.ts and solution.ts, at.ts, and the domain\'s mode predicates.';
  return {
    'no-restricted-imports': ['error', {
      paths: [{ name: '@plantasim/domain', allowImportNames: ['mustRunWhenAvailable', 'usesCouplingTable'], message }],
      patterns: [...boundPatterns(optimizerBounds), { regex: outside, message }],
    }],
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)(input|solution)\\.ts$', allowTypeImports: true, message }] }],
  };
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'test-results/**', 'playwright-report/**', 'docs/manual/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // Type-aware rules: a promise is awaited, returned or explicitly voided, and never handed to a
  // place that expects a plain function or condition (an unhandled rejection or a check that is
  // always true otherwise). Every .ts/.tsx file belongs to a workspace tsconfig.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Packages meet only through their names, never through a relative path out of the workspace.
  {
    plugins: { plantasim: { rules: { 'workspace-boundaries': workspaceBoundaries, 'sql-in-repositories': sqlInRepositories } } },
    rules: { 'plantasim/workspace-boundaries': 'error' },
  },
  { files: ['packages/domain/**'], rules: forbid('@plantasim/optimizer', '@plantasim/market-data', '@plantasim/server', '@plantasim/web', 'react', 'fastify') },
  { files: ['packages/optimizer/**'], rules: forbid(...optimizerBounds) },
  // The independent checker re-derives limits and costs from the input and the solution alone, so a
  // defect in the model's code cannot hide in both: it reads the input's and the solution's types,
  // at() and the domain's mode predicates, never the model (components/, model.ts, prepare.ts,
  // results/, lp/, unitCosts.ts, the input's own helpers). It restates the optimizer's bounds above
  // because a later no-restricted-imports replaces an earlier one.
  { files: ['packages/optimizer/src/testing/checker.ts'], rules: checkerImports('^\\.\\./(?!(input|solution|at)\\.ts$)|^\\./(?!checker/)') },
  { files: ['packages/optimizer/src/testing/checker/**'], rules: checkerImports('^\\.\\./(?!\\.\\./(input|solution|at)\\.ts$)') },
  { files: ['packages/market-data/**'], rules: forbid('@plantasim/optimizer', '@plantasim/server', '@plantasim/web', 'react', 'fastify') },
  { files: ['apps/server/**'], rules: forbid('@plantasim/web', 'react') },
  // Server layers: commands decide and repositories hold the SQL; requests, replies and multipart
  // reading live in src/http, src/plugins and src/routes.
  { files: ['apps/server/src/commands/**', 'apps/server/src/repositories/**'], rules: forbid('@plantasim/web', 'react', 'fastify', '@fastify') },
  // Decision tests of commands and jobs run on in-memory fakes of the repositories
  // (apps/server/test/support/fakeRepositories.ts), never on a Db answering SQL matched by its text: a
  // reworded query must not break them. The real SQL is covered by the integration tests (apps/server/test)
  // on PGlite and PostgreSQL. These entries restate the layer's bounds above (a later
  // no-restricted-imports replaces an earlier one).
  { files: ['apps/server/src/commands/**/*.test.ts'], rules: fakesOnly('@plantasim/web', 'react', 'fastify', '@fastify') },
  { files: ['apps/server/src/jobs/**/*.test.ts'], rules: fakesOnly('@plantasim/web', 'react') },
  // All SQL of the server is in src/repositories (one module per table group, functions taking the Db)
  // and src/db (the adapters and the migrations): a Db's query() or exec() anywhere else in src is
  // refused. Tests are left out: they set up and read back rows with SQL of their own, so that what
  // they assert does not go through the repository code under test. bench and e2e are tools outside
  // the server (docs/architecture.md) and are not covered either.
  { files: ['apps/server/src/**/*.ts'], ignores: ['apps/server/src/repositories/**', 'apps/server/src/db/**', 'apps/server/src/**/*.test.ts'],
    rules: { 'plantasim/sql-in-repositories': 'error' } },
  { files: ['apps/web/**'], rules: {
    'no-restricted-imports': ['error', { patterns: [
      { group: ['@plantasim/optimizer', '@plantasim/market-data', 'fastify', 'pg', '@electric-sql/*'], message: 'Dependency direction (docs/architecture.md): web imports only @plantasim/domain (and server types).' },
    ] }],
  } },
  { files: ['apps/web/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  // Web functions stay short: a component or hook past 100 lines (blank lines and comments aside) is
  // split into smaller ones named for their job. Tests are left out (one describe holds many cases).
  { files: ['apps/web/src/**/*.{ts,tsx}'], ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] } },
  // Features do not import each other: a file at a feature's root may not climb to a sibling folder,
  // a file one level deeper may not climb two levels. Shared pieces live in src/components and src/api.
  { files: ['apps/web/src/features/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [
    { regex: '^\\.\\./(?!\\.\\.)', message: 'Features do not import each other (docs/architecture.md).' },
    { group: ['@plantasim/optimizer', '@plantasim/market-data'], message: 'web imports only @plantasim/domain.' }] }] } },
  { files: ['apps/web/src/features/*/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [
    { regex: '^\\.\\./\\.\\./(?!\\.\\.)', message: 'Features do not import each other (docs/architecture.md).' },
    { group: ['@plantasim/optimizer', '@plantasim/market-data'], message: 'web imports only @plantasim/domain.' }] }] } },
);
