// The start-up's deadline (START_TIMEOUT_MS): a value longer than a Node timer can hold must
// not fire at once (Node turns such a delay into 1 ms), or every start would fail.
import { withinStartTimeout } from '../../src/start-timeout';

test('a deadline past what a timer holds waits for the start-up instead of failing it at once', async () => {
  const started = new Promise<string>((resolve) => setTimeout(() => resolve('serving'), 20));
  await expect(withinStartTimeout(started, 3_000_000_000)).resolves.toBe('serving');
});

test('a start-up past its deadline is refused with the deadline named', async () => {
  const never = new Promise<string>(() => undefined);
  await expect(withinStartTimeout(never, 10)).rejects.toThrow(
    'the start-up did not finish within 10 ms',
  );
});
