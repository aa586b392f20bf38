// The jest transform of every project: @swc/jest strips the types and compiles each file on
// its own (the tsconfigs set isolatedModules, so nothing needs the whole program). It checks
// no types: `npm run typecheck` does, and `npm test` runs it first.
const TARGET = 'es2022'; // tsconfig.base.json's target; Node 20 runs it as is.

/** @param {{ tsx?: boolean }} [options] */
function swcTransform({ tsx = false } = {}) {
  return [
    '@swc/jest',
    {
      // No .swcrc: the whole configuration is here.
      swcrc: false,
      jsc: {
        target: TARGET,
        parser: { syntax: 'typescript', tsx },
        // tsconfig.web.json's "jsx": "react-jsx".
        ...(tsx ? { transform: { react: { runtime: 'automatic' } } } : {}),
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ];
}

module.exports = { swcTransform };
