// The jsdom test environment (testing/jsdom-environment.ts) lends Node's network classes to
// each test file. Node's are shared by every file a worker runs, so URL is lent as a class of
// the file's own: a test that stubs URL.createObjectURL (a CSV download) once left the stub
// for the next files, where a real object URL failed, depending on which files shared a worker.
import { URL as NodeURL } from 'node:url';

test("a test file's URL is its own class, so a stub on it stays in this file", () => {
  expect(URL).not.toBe(NodeURL);
  expect(new URL('https://example.org/a?b=1')).toBeInstanceOf(NodeURL);
  const stub = () => 'blob:stub';
  Object.assign(URL, { createObjectURL: stub });
  expect(URL.createObjectURL(new Blob(['x']))).toBe('blob:stub');
  expect(NodeURL.createObjectURL).not.toBe(stub);
});
