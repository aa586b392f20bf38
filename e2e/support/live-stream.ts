// The live stream (GET /api/events/stream) as a page sees it: a test waits until a page's
// stream is live before it changes anything, so that what it then waits for can only have come
// by the stream.
import type { Page } from 'playwright-core';

/**
 * Counts, in the page, the live stream's 'ready' events: the first event of a stream, sent
 * once the server follows changes for it. Installed before the page's scripts run
 * (page.addInitScript(countReadyEvents)).
 */
export function countReadyEvents(): void {
  const Native = window.EventSource;
  const counted = window as unknown as { liveReady: number };
  counted.liveReady = 0;
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      this.addEventListener('ready', () => (counted.liveReady += 1));
    }
  };
}

/** Resolves once the page's stream is live: its 'ready' event arrived. */
export async function streamReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { liveReady?: number }).liveReady);
}
