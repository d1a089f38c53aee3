// Local ESLint rule (type-aware): SQL runs only through the repositories. A call of `query` or `exec`
// is refused when the method called is the server's Db (apps/server/src/db/types.ts, whatever the
// variable is named: db, tx, app.db) or a driver's (pg, PGlite). Which files may run
// SQL is said where the rule is enabled (eslint.config.js): repositories and the Db adapters.
// A name-based selector (no-restricted-syntax on `db.query`) would miss `tx.query` and `this.pool.query`
// and would trip on RegExp#exec, which is why the declaration of the method is checked instead.
import { sep } from 'node:path';

const DB_TYPES = ['apps', 'server', 'src', 'db', 'types.ts'].join(sep);
const DRIVERS = [['node_modules', 'pg', ''], ['node_modules', '@types', 'pg', ''], ['node_modules', '@electric-sql', 'pglite', '']]
  .map((parts) => parts.join(sep));

/** True when `fileName` declares a database handle's methods. */
const isDatabaseApi = (fileName) => {
  const file = fileName.split('/').join(sep);
  return file.endsWith(DB_TYPES) || DRIVERS.some((d) => file.includes(d));
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse SQL (Db#query, Db#exec) outside the repositories and the Db adapters' },
    schema: [],
    messages: {
      sql: "SQL outside apps/server/src/repositories: move this {{method}}() into a repository function taking the Db and call that (docs/architecture.md).",
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program || !services.esTreeNodeToTSNodeMap) return {};
    const checker = services.program.getTypeChecker();
    const declaredOnDatabase = (symbol) => (symbol?.declarations ?? []).some((d) => isDatabaseApi(d.getSourceFile().fileName));
    return {
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression') return;
        const name = callee.computed
          ? (callee.property.type === 'Literal' ? callee.property.value : undefined)
          : callee.property.name;
        if (name !== 'query' && name !== 'exec') return;
        let hit = declaredOnDatabase(checker.getSymbolAtLocation(services.esTreeNodeToTSNodeMap.get(callee.property)));
        if (!hit) {
          // A union (`Db | undefined` behind `?.`) may leave the property without one symbol: look at each member.
          const type = checker.getNonNullableType(checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(callee.object)));
          const members = type.isUnion() ? type.types : [type];
          hit = members.some((t) => declaredOnDatabase(t.getProperty(name)));
        }
        if (hit) context.report({ node: callee.property, messageId: 'sql', data: { method: name } });
      },
    };
  },
};
