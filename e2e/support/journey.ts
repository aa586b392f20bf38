import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_LAUNCH_OPTIONS } from '@rescue/testkit/browser';
import { openPage, type WatchedPage } from './browser-page';
import { startWebStack, type WebStack } from './web-stack';

export interface Journey {
  app: WebStack;
  browser: Browser;
  /** This test's page, opened before it and closed after it. */
  watched: WatchedPage;
  page: Page;
}

/**
 * The set-up every browser journey shares, as jest hooks: the web stack and Chromium for the
 * file, a watched page for each test. A file's own hooks, declared after the call, run after
 * these (its accounts once the stack is up, its session once the page is open).
 */
export function browserJourney(): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    [journey.app, journey.browser] = await Promise.all([
      startWebStack(),
      chromium.launch(CHROMIUM_LAUNCH_OPTIONS),
    ]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.app?.stop();
  });
  beforeEach(async () => {
    journey.watched = await openPage(journey.browser);
    journey.page = journey.watched.page;
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
