// Debian's Chromium as every browser test and benchmark launches it (e2e, bench, the kit
// compatibility test in packages/webpack-config).
import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser; quiet and headless. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
