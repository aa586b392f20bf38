import remoteFallbackPlugin, { isUnavailableRemote } from './fallback-plugin';

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

test('earlier lifecycles are left to fail, so they reach onLoad', async () => {
  expect(await emit('afterResolve')).toBeUndefined();
  expect(await emit('beforeRequest')).toBeUndefined();
});

test('ordinary modules are not mistaken for the marker', () => {
  expect(isUnavailableRemote({ default: () => null })).toBe(false);
  expect(isUnavailableRemote(null)).toBe(false);
});
