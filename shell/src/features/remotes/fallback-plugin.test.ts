import remoteFallbackPlugin, { isUnavailableRemote, unavailableMessage } from './fallback-plugin';

const plugin = remoteFallbackPlugin();
const emit = (lifecycle: string) =>
  plugin.errorLoadRemote?.({
    id: 'rescue_ngo/App',
    error: new Error('down'),
    from: 'runtime',
    lifecycle,
  } as never);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a remote that failed to load becomes a marker module, not an exception', async () => {
  const module = await emit('onLoad');
  expect(isUnavailableRemote(module)).toBe(true);
  expect(module).toMatchObject({ reason: 'down' });
});

test('a kit version mismatch names the kit, the range the remote needs and the version served', () => {
  // The federation runtime's words for a strict singleton outside the remote's range (as seen
  // in Chromium by packages/webpack-config/test/kit-compatibility.test.ts).
  const error = new Error(
    '[ Federation Runtime ]: Version 1.4.2 from rescue_shell of shared singleton module ' +
      '@rescue/web-kit does not satisfy the requirement of rescue_ngo which needs ^2.0)',
  );
  expect(unavailableMessage(error)).toBe(
    'It was built for @rescue/web-kit ^2.0 but this site runs @rescue/web-kit 1.4.2 (a version mismatch).',
  );
  expect(unavailableMessage(new Error('ScriptExternalLoadError'))).toBe('It could not be reached.');
});

test('earlier lifecycles are left to fail, so they reach onLoad', async () => {
  expect(await emit('afterResolve')).toBeUndefined();
  expect(await emit('beforeRequest')).toBeUndefined();
});

test('ordinary modules are not mistaken for the marker', () => {
  expect(isUnavailableRemote({ default: () => null })).toBe(false);
  expect(isUnavailableRemote(null)).toBe(false);
});
