// Stands in for '@module-federation/enhanced/runtime' in jest (see jest.web.config.js):
// jest cannot load federated code, so each remote's './App' is a small local area that
// shows its name, its path and one nested route. Tests make a remote fail or throw.
import { Route, Routes, useLocation } from '@rescue/router';
import remoteFallbackPlugin from '../src/features/remotes/fallback-plugin';

type Behaviour = 'works' | 'unreachable' | 'incompatible' | 'throws' | 'hangs';

const behaviours = new Map<string, Behaviour>();
export const registeredRemotes: { name: string; entry: string }[] = [];
export const loadCalls: string[] = [];

export function setRemoteBehaviour(name: string, behaviour: Behaviour): void {
  behaviours.set(name, behaviour);
}

export function resetMockRemotes(): void {
  behaviours.clear();
  registeredRemotes.length = 0;
  loadCalls.length = 0;
}

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registeredRemotes.push(...remotes);
}

function MockArea({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <section>
      <h1>{name} area</h1>
      <p>{`mounted at ${pathname}`}</p>
      <Routes>
        <Route path="incidents" element={<p>nested route: incidents</p>} />
        <Route path="*" element={null} />
      </Routes>
    </section>
  );
}

function ThrowingArea(): never {
  throw new Error('the area crashed');
}

const fallback = remoteFallbackPlugin();

export async function loadRemote<T>(id: string): Promise<T | null> {
  loadCalls.push(id);
  const name = id.split('/')[0] ?? id;
  switch (behaviours.get(name) ?? 'works') {
    case 'unreachable':
      // What the real runtime does: the fallback plugin turns the failure into a module.
      return (await fallback.errorLoadRemote?.({
        id,
        error: new Error(`ScriptExternalLoadError: ${name} is down`),
        from: 'runtime',
        lifecycle: 'onLoad',
      } as never)) as T;
    case 'incompatible':
      // The runtime's error for a remote built against a kit major the shell does not serve.
      return (await fallback.errorLoadRemote?.({
        id,
        error: new Error(
          `[ Federation Runtime ]: Version 1.0.0 from rescue_shell of shared singleton module @rescue/web-kit does not satisfy the requirement of ${name} which needs ^2.0)`,
        ),
        from: 'runtime',
        lifecycle: 'onLoad',
      } as never)) as T;
    case 'throws':
      return { default: ThrowingArea } as T;
    case 'hangs':
      return new Promise<T | null>(() => undefined);
    default:
      return { default: () => <MockArea name={name} /> } as T;
  }
}
