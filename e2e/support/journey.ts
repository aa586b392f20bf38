import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@rescue/testkit/browser';
import { storeSession, type Account } from './accounts';
import { openPage, type WatchedPage } from './browser-page';
import { startWebStack, type WebStack } from './web-stack';

type PageOptions = NonNullable<Parameters<typeof openPage>[1]>;

export interface StackOptions {
  /** Map tiles from a server that is down, as on a closed network: nothing may depend on them. */
  deadTiles?: boolean;
}

const DEAD_TILE_SERVER = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

export interface BrowserStack {
  app: WebStack;
  browser: Browser;
}

export interface Journey extends BrowserStack {
  /** This test's page, opened before it and closed after it. */
  watched: WatchedPage;
  page: Page;
}

/**
 * The web stack and Chromium for the file, as jest hooks, for a file whose tests open their
 * own pages (several roles side by side, or one page kept across tests).
 */
export function browserStack({ deadTiles = false }: StackOptions = {}): BrowserStack {
  const stack = {} as BrowserStack;
  beforeAll(async () => {
    // The gateway reads it when the stack starts.
    if (deadTiles) process.env.MAP_TILE_URL = DEAD_TILE_SERVER;
    [stack.app, stack.browser] = await Promise.all([
      startWebStack(),
      chromium.launch(CHROMIUM_LAUNCH_OPTIONS),
    ]);
  });
  afterAll(async () => {
    if (deadTiles) delete process.env.MAP_TILE_URL;
    await stack.browser?.close();
    await stack.app?.stop();
  });
  return stack;
}

/**
 * The set-up every browser journey shares, as jest hooks: the web stack and Chromium for the
 * file (browserStack), a watched page for each test (with openPage's options). A file's own
 * hooks, declared after the call, run after these (its accounts once the stack is up, its
 * session once the page is open).
 */
export function browserJourney({
  deadTiles,
  signedIn,
  ...pageOptions
}: StackOptions &
  PageOptions & {
    /** Each test's page logged in as this account (made by the file's beforeAll). */
    signedIn?: () => Account;
  } = {}): Journey {
  const journey = browserStack({ deadTiles }) as Journey;
  beforeEach(async () => {
    journey.watched = await openPage(journey.browser, pageOptions);
    journey.page = journey.watched.page;
    if (signedIn) await storeSession(journey.page, journey.app.url, signedIn());
  });
  afterEach(async () => {
    await journey.watched?.close();
  });
  return journey;
}

/**
 * `use` on a watched page of its own (openPage's options), logged in as `account` and opened at
 * `path`; the page is closed after it, whatever happens: another role's view beside the test's.
 */
export async function onPageAs<T>(
  stack: BrowserStack,
  account: Account,
  path: string,
  use: (watched: WatchedPage) => Promise<T>,
  options: PageOptions = {},
): Promise<T> {
  const watched = await openPage(stack.browser, options);
  try {
    await storeSession(watched.page, stack.app.url, account);
    await watched.page.goto(`${stack.app.url}${path}`);
    return await use(watched);
  } finally {
    await watched.close();
  }
}
