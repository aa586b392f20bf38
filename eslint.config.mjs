// One lint set-up for the whole tree: typescript-eslint's recommended rules, prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.cache/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  {
    files: ['**/test/**/*.ts', 'packages/testkit/**/*.ts', 'bench/**/*.ts'],
    // Tests read loosely typed JSON bodies; `any` keeps assertions readable there.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // packages/router is the one place react-router is imported.
    ignores: ['packages/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message:
              'Import from @rescue/router (add the API to packages/router/src/index.ts if missing). ' +
              'Module Federation shares a package whole: @rescue/router is the small, tree-shaken ' +
              'router every app shares, and a second copy of react-router breaks routing context.',
          })),
        },
      ],
    },
  },
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
