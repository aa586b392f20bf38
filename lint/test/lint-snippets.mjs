// Lints snippets of code as if they were files of the tree, with the tree's eslint.config.mjs,
// and prints what each broke: node lint-snippets.mjs '[{"filePath": "...", "code": "..."}]'.
// The type-aware rules are left out: a snippet is not part of a TypeScript program.
// (An ES module run by the layout test in a child process: ESLint loads its config with
// import(), which jest's module system cannot do.)
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

const snippets = JSON.parse(process.argv[2] ?? '[]');
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  results.push({
    filePath,
    messages: (result?.messages ?? []).map(({ ruleId, message, line }) => ({
      ruleId,
      message,
      line,
    })),
  });
}
console.log(JSON.stringify(results));
