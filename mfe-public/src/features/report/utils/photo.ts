// The photo rule (spec sections 5 and 9) and the in-browser downscaling of large photos.
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@rescue/contracts';

export const PHOTO_TYPES = ['image/png', 'image/jpeg'];
/** The server's words for any other file type. */
export const PHOTO_TYPE_MESSAGE = 'Only PNG or JPEG images are accepted';

/** Why this file cannot be attached, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}

/** Photos above this are made smaller before upload: a phone's 5 MB photo is slow on 3G. */
export const DOWNSCALE_ABOVE_BYTES = 1.5 * 1024 * 1024;
/** Longest side after downscaling: plenty for a rescuer to see the injury. */
export const DOWNSCALED_EDGE = 2048;
const JPEG_QUALITY = 0.85;

/**
 * A large photo re-encoded as a JPEG of at most 2048 px on its longer side; the original
 * when it is small, when the browser cannot decode it, or when the result is not smaller.
 */
export async function downscalePhoto(file: File): Promise<File> {
  if (file.size <= DOWNSCALE_ABOVE_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, DOWNSCALED_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a PNG's clear pixels become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
