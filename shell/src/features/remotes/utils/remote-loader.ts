import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { WEB_AREAS, remoteName, type RemotesManifest, type WebArea } from '@rescue/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isUnavailableRemote, type LoadProblem } from '../fallback-plugin';

/** A slow remote shows its error panel (with Retry) after this long. */
export const AREA_LOAD_TIMEOUT_MS = 20_000;

export class AreaLoadError extends Error {
  constructor(
    readonly area: WebArea,
    /** In English, for the console. */
    message: string,
    /** The same for the visitor, in the page's language. */
    readonly problem: LoadProblem,
  ) {
    super(message);
    this.name = 'AreaLoadError';
  }
}

let remotes: Promise<ManifestEntries> = Promise.reject(
  new Error('The remotes manifest was not loaded'),
);
remotes.catch(() => undefined);

type ManifestEntries = Partial<RemotesManifest['remotes']>;

/**
 * The manifest's entries, checked one by one: an area the manifest does not name (an older
 * gateway, a typo) fails alone, with its own panel; the other areas still load.
 */
function parseManifest(raw: unknown): ManifestEntries {
  const entries = (raw as { remotes?: Record<string, { entry?: unknown } | undefined> } | null)
    ?.remotes;
  if (!entries || typeof entries !== 'object') throw new Error('/remotes.json lists no remotes');
  const parsed: ManifestEntries = {};
  for (const area of WEB_AREAS) {
    const entry = entries[area]?.entry;
    if (typeof entry === 'string') parsed[area] = { entry };
  }
  return parsed;
}

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * Takes /remotes.json (fetched by index.ts) and registers every remote it names; areas
 * loaded from an earlier manifest are forgotten.
 */
export function setRemotesManifest(raw: Promise<unknown>): void {
  components.clear();
  remotes = raw.then((json) => {
    const parsed = parseManifest(json);
    registerRemotes(
      WEB_AREAS.flatMap((area) => {
        const entry = parsed[area]?.entry;
        return entry ? [{ name: remoteName(area), entry }] : [];
      }),
    );
    return parsed;
  });
  remotes.catch(() => undefined);
}

function withTimeout<T>(area: WebArea, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new AreaLoadError(area, 'It is taking too long to answer.', {
            key: 'remotes.problem.timeout',
          }),
        ),
      AREA_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

interface AreaModule {
  default: ComponentType;
}

async function loadArea(area: WebArea, retry: boolean): Promise<AreaModule> {
  let entries: ManifestEntries;
  try {
    entries = await remotes;
  } catch (error) {
    throw new AreaLoadError(area, `The list of areas could not be loaded (${String(error)}).`, {
      key: 'remotes.problem.noManifest',
      values: { reason: String(error) },
    });
  }
  const entry = entries[area]?.entry;
  if (!entry)
    throw new AreaLoadError(area, `/remotes.json has no entry for the ${area} area.`, {
      key: 'remotes.problem.noEntry',
      values: { area },
    });
  // A retry forgets what the runtime cached about the failed attempt.
  if (retry) registerRemotes([{ name: remoteName(area), entry }], { force: true });
  const module = await withTimeout(area, loadRemote<AreaModule>(`${remoteName(area)}/App`));
  if (isUnavailableRemote(module)) throw new AreaLoadError(area, module.message, module.problem);
  if (typeof module?.default !== 'function')
    throw new AreaLoadError(area, 'It did not provide a page.', { key: 'remotes.problem.noPage' });
  return module;
}

/**
 * The area's page as a lazy component, one per area and attempt: moving between pages of
 * a loaded area never reloads it, and Retry (a new attempt) loads it afresh.
 */
export function areaComponent(area: WebArea, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${area}#${attempt}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => loadArea(area, attempt > 0));
    components.set(key, component);
  }
  return component;
}
