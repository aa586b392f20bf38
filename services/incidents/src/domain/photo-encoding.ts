// A photo whose header passed (photo-header.ts) decoded and encoded again: EXIF orientation applied, every
// piece of metadata (GPS included) dropped, capped in size, and a thumbnail made beside it,
// under a random name.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  PHOTO_CONTENT_TYPES,
  UNSUPPORTED_PHOTO_MESSAGE,
  type PhotoFormat,
} from '@rescue/contracts';
import type { PreparedPhoto } from '../store/photos';
import { MAX_INPUT_PIXELS, type PhotoHeader } from './photo-header';
import { refuse } from './refusal';

/** Thumbnails for list screens. */
export const THUMBNAIL_MAX_WIDTH = 320;
/** Stored photos are capped at this many pixels on their longer side. */
export const PHOTO_MAX_DIMENSION = 2560;

// Measured with 10 parallel worst-case uploads (e2e/reliability/upload-memory.test.ts): the
// libvips operation cache only keeps the buffers of uploads that never come back (peak RSS
// 870 MB with it, 590 MB without); one libvips thread per image, as sharp already picks on
// glibc, so the bound does not depend on the host's allocator or core count.
sharp.cache(false);
sharp.concurrency(1);

const EXTENSIONS: Record<PhotoFormat, string> = { jpeg: 'jpg', png: 'png' };

/** Stored photo names: random, never the client's, so a strict pattern can guard the route. */
export const PHOTO_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png)$/;

/** The photo re-encoded with its thumbnail; refused (unsupported) when its data is not what its header said. */
export async function decode(bytes: Buffer, header: PhotoHeader): Promise<PreparedPhoto> {
  const format = await verifiedFormat(bytes, header);
  try {
    const full = await encode(
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
        width: PHOTO_MAX_DIMENSION,
        height: PHOTO_MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      format,
    );
    const thumbnail = await encode(
      sharp(full).resize({ width: THUMBNAIL_MAX_WIDTH, withoutEnlargement: true }),
      format,
    );
    return {
      name: randomPhotoName(format),
      contentType: PHOTO_CONTENT_TYPES[format],
      full,
      thumbnail,
    };
  } catch {
    // Truncated or corrupt image data.
    throw refuse('unsupported', UNSUPPORTED_PHOTO_MESSAGE);
  }
}

/** libvips must read the header as it was checked: same format, same size. */
async function verifiedFormat(bytes: Buffer, header: PhotoHeader): Promise<PhotoFormat> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (
    metadata?.format !== header.format ||
    metadata.width !== header.width ||
    metadata.height !== header.height
  )
    throw refuse('unsupported', UNSUPPORTED_PHOTO_MESSAGE);
  return header.format;
}

// sharp writes no metadata unless asked to (withMetadata/keepExif), so GPS and the rest go.
// Progressive JPEG with optimised Huffman tables, not mozjpeg: mozjpeg made files 0-15%
// smaller for 5-15x the CPU (220 ms for a 760 px photo, which capped reports at about four
// a second per core); progressive files also show a whole first pass early on a slow phone.
function encode(image: sharp.Sharp, format: PhotoFormat): Promise<Buffer> {
  return format === 'jpeg'
    ? image.jpeg({ quality: 85, progressive: true, optimiseCoding: true }).toBuffer()
    : image.png({ compressionLevel: 8 }).toBuffer();
}

function randomPhotoName(format: PhotoFormat): string {
  return `${randomUUID().replace(/-/g, '')}.${EXTENSIONS[format]}`;
}
