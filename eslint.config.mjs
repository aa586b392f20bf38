// One lint set-up for the whole tree; prettier owns formatting.
//   - typescript-eslint's recommended rules everywhere, and where promises go wrong silently
//     (a floating or misused promise, awaiting a non-promise) its type-aware rules;
//   - the layout (lint/boundaries.mjs): features, areas, packages, services and `exports`;
//   - on the front end, React's hooks rules and TanStack Query's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import i18next from 'eslint-plugin-i18next';
import { boundariesConfig } from './lint/boundaries.mjs';

/**
 * Where people read words, they come from a catalogue (issue 29): no literal text in JSX, nor
 * in the props that reach the screen or a screen reader. Tests and the developer catalogue
 * page are exempt; UNTRANSLATED lists what is still being moved onto catalogues and shrinks
 * to nothing.
 */
const USER_FACING_PROPS = [
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'heading',
  'description',
  'message',
];
const UNTRANSLATED = [];

const FRONT_END = [
  'shell/**/*.{ts,tsx}',
  'mfe-*/**/*.{ts,tsx}',
  'packages/web-kit/**/*.{ts,tsx}',
  'packages/router/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.cache/**',
      'e2e/artifacts/**',
      'packages/webpack-config/test/kit-compatibility/fixture/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        exports: 'writable',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/test/**/*.ts', 'packages/testkit/**/*.ts', 'bench/**/*.ts'],
    // Tests read loosely typed JSON bodies; `any` keeps assertions readable there.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The type-aware rules, with the two programs `npm run typecheck` builds: the node one
    // and the front end's (bundler resolution, DOM). Both tsconfigs sit at the root, so the
    // project service, which takes the nearest tsconfig.json, would miss the front end.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.web.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  boundariesConfig,
  {
    files: FRONT_END,
    ...reactHooks.configs.flat.recommended,
  },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: FRONT_END })),
  {
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'packages/web-kit/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'shell/src/features/catalogue/**', ...UNTRANSLATED],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-only', 'jsx-attributes': { include: USER_FACING_PROPS } },
      ],
    },
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
