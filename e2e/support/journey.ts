import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
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

/** A real JPEG of 800 x 600, as a phone would send one. */
export function jpegPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#c68642' } })
    .jpeg()
    .toBuffer();
}

/** Chooses `photo` (a JPEG) as the report form's animal photo, and waits for its preview. */
export async function choosePhoto(page: Page, name: string, photo: Buffer): Promise<void> {
  await page
    .getByLabel('Animal Photo')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('img', { name: 'Preview of the photo to send' }).waitFor();
}
