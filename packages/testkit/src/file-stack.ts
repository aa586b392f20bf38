import { apiClient } from './api-client';
import { startTestStack, type TestStack, type TestStackOptions } from './stack';

/** What a test file needs before its tests: each made once the stack is up (accounts, tokens). */
export type FileSetup = Record<string, (stack: TestStack) => Promise<unknown>>;

/** The file's stack, its API client and what `setup` made, under the same names. */
export type FileStack<S extends FileSetup> = {
  stack: TestStack;
  api: ReturnType<typeof apiClient>;
} & {
  [K in keyof S]: Awaited<ReturnType<S[K]>>;
};

/**
 * The set-up most API test files share, as jest hooks: a test stack for the file, its API client
 * and what `setup` makes (made at the same time, once the stack is up), closed after the file.
 * The returned object is filled in by the hook, so read it in tests and later hooks: a file's
 * own hooks, declared after the call, run after this one.
 */
export function fileStack<S extends FileSetup>(
  setup: S,
  options: TestStackOptions = {},
): FileStack<S> {
  const file = {} as FileStack<S>;
  beforeAll(async () => {
    file.stack = await startTestStack(options);
    file.api = apiClient(file.stack.url);
    const made = await Promise.all(
      Object.entries(setup).map(async ([name, make]) => [name, await make(file.stack)] as const),
    );
    Object.assign(file, Object.fromEntries(made));
  });
  afterAll(() => file.stack?.close());
  return file;
}
