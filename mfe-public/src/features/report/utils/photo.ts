// The photo rule (spec sections 5 and 9) and the in-browser downscaling of large photos.
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_SIGNATURE_LENGTH,
  PHOTO_TOO_LARGE_MESSAGE,
  UNSUPPORTED_PHOTO_MESSAGE,
  photoFormatOf,
} from '@rescue/contracts';

/** What the file picker offers: the formats the server accepts. */
export const PHOTO_TYPES = Object.values(PHOTO_CONTENT_TYPES);

/**
 * The accepted image type the file's first bytes announce, or null for anything else: the
 * server's rule (photoFormatOf), which ignores the file's name and declared type.
 */
export async function sniffPhotoType(file: Blob): Promise<string | null> {
  const format = photoFormatOf(await readHead(file, PHOTO_SIGNATURE_LENGTH));
  return format ? PHOTO_CONTENT_TYPES[format] : null;
}

/**
 * Why this file cannot be attached, or null when it can: over 10 MB, or not a PNG or JPEG by
 * its bytes (a text file renamed .png is refused at once, not when the report is sent).
 */
export async function photoProblem(file: File): Promise<string | null> {
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  try {
    return (await sniffPhotoType(file)) ? null : UNSUPPORTED_PHOTO_MESSAGE;
  } catch {
    // Unreadable (removed from the disk since it was chosen): nothing the server could take.
    return UNSUPPORTED_PHOTO_MESSAGE;
  }
}

/** The first `count` bytes, by Blob.arrayBuffer where the browser has it, else FileReader. */
async function readHead(blob: Blob, count: number): Promise<Uint8Array> {
  const head = blob.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
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
