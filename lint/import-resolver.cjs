// The import resolver eslint-plugin-boundaries uses (eslint-plugin-import's resolver
// interface, version 2). It resolves as the build and the tests do: package.json `exports`
// honoured, workspace links followed to their real folder (so `@rescue/web-kit` is the
// element packages/web-kit), TypeScript extensions tried. An import its package does not
// export (a deep import) stays unresolved, and the lint config refuses an unresolved
// `@rescue/` import.
const path = require('node:path');
const { ResolverFactory } = require('unrs-resolver');

const resolver = new ResolverFactory({
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
  conditionNames: ['import', 'require', 'node', 'browser', 'default'],
  symlinks: true,
});

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const found = resolver.sync(path.dirname(path.resolve(file)), source).path;
  return found ? { found: true, path: found } : { found: false };
};
