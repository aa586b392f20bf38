import type { Page } from 'playwright-core';
import sharp from 'sharp';

// The report form, as a person fills it in.

/** A real JPEG of 800 x 600, as a phone would send one. */
export function jpegPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#c68642' } })
    .jpeg()
    .toBuffer();
}

/** Opens the report form at `baseUrl`, and waits for its heading. */
export async function openReportForm(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/report-incident`);
  await page.getByRole('heading', { level: 1, name: 'Report an Incident' }).waitFor();
}

/** Chooses `photo` (a JPEG) as the report form's animal photo, and waits for its preview. */
export async function choosePhoto(page: Page, name: string, photo: Buffer): Promise<void> {
  await page
    .getByLabel('Animal Photo')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('img', { name: 'Preview of the photo to send' }).waitFor();
}
