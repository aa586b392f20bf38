// A photo's header, read from its bytes without any image library (magic bytes, then the PNG
// IHDR or the JPEG frame), and checked before anything is decoded: what would cost too much
// to decode is refused here, and what is not a PNG or JPEG of an accepted kind too.
import {
  PHOTO_TOO_MANY_PIXELS_MESSAGE,
  UNSUPPORTED_PHOTO_MESSAGE,
  photoFormatOf,
  type PhotoFormat,
} from '@rescue/contracts';
import { refuse } from './refusal';

/**
 * Decoded pixels: about what a phone camera makes (48 MP sensors save 12 MP photos by
 * default). Checked in the header before decoding, and again by libvips.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * A progressive JPEG (all its DCT coefficients) and an interlaced PNG (all its pixels) are
 * held whole while decoding, where other photos stream a few rows at a time; the buffer
 * the header announces is capped at this. 96 MiB: a 4:2:0 progressive JPEG of 33 MP, a
 * 4:4:4 one of 16 MP, an interlaced RGBA PNG of 25 MP.
 */
export const MAX_WHOLE_DECODE_BYTES = 96 * 1024 * 1024;

/** What a photo's header announces, read from its bytes without any image library. */
export interface PhotoHeader {
  format: PhotoFormat;
  width: number;
  height: number;
  /** progressive (JPEG) or interlaced (PNG): decoded whole rather than row by row. */
  wholeDecode: boolean;
  /** Bytes the decoder holds at once when it decodes whole (0 when it streams). */
  wholeDecodeBytes: number;
}

/**
 * Reads the header and refuses, before any decoding, what would cost too much to decode:
 * more than MAX_INPUT_PIXELS (413), a whole-decode buffer over MAX_WHOLE_DECODE_BYTES (413),
 * and anything but 8-bit greyscale, RGB(A) or palette PNG and 8-bit baseline or progressive
 * JPEG in greyscale or YCbCr (415: 16-bit, 12-bit, CMYK, lossless, arithmetic coding).
 */
export function checkPhotoHeader(bytes: Buffer): PhotoHeader {
  const header = readPhotoHeader(bytes);
  if (!header) throw refuse('unsupported', UNSUPPORTED_PHOTO_MESSAGE);
  const pixels = header.width * header.height;
  if (pixels > MAX_INPUT_PIXELS) throw refuse('too-large', PHOTO_TOO_MANY_PIXELS_MESSAGE);
  if (header.wholeDecodeBytes > MAX_WHOLE_DECODE_BYTES) {
    const bytesPerPixel = header.wholeDecodeBytes / pixels;
    const megapixels = Math.floor(MAX_WHOLE_DECODE_BYTES / bytesPerPixel / 1e6);
    const kind = header.format === 'jpeg' ? 'a progressive JPEG' : 'an interlaced PNG';
    throw refuse(
      'too-large',
      `The photo is too large: at most ${megapixels} megapixels for ${kind} like this one`,
    );
  }
  return header;
}

/** The header, or undefined when it is missing, malformed or of a kind not accepted. */
export function readPhotoHeader(bytes: Buffer): PhotoHeader | undefined {
  // The format the bytes announce; the file name and the client's Content-Type are ignored.
  const format = photoFormatOf(bytes);
  if (format === 'png') return readPngHeader(bytes);
  if (format === 'jpeg') return readJpegHeader(bytes);
  return undefined;
}

/** Bit depths accepted per PNG colour type, and the channels libvips decodes it to. */
const PNG_COLOUR_TYPES: Record<number, { depths: number[]; channels: number }> = {
  0: { depths: [1, 2, 4, 8], channels: 1 }, // greyscale
  2: { depths: [8], channels: 3 }, // RGB
  3: { depths: [1, 2, 4, 8], channels: 4 }, // palette (RGBA when it has transparency)
  4: { depths: [8], channels: 2 }, // greyscale and alpha
  6: { depths: [8], channels: 4 }, // RGBA
};

// IHDR is always the first chunk: length 13, then width, height, bit depth, colour type,
// compression, filter and interlace method (PNG specification, section 11.2.2).
function readPngHeader(bytes: Buffer): PhotoHeader | undefined {
  if (bytes.length < 33) return undefined;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [depth, colourType, compression, filter, interlace] = bytes.subarray(24, 29);
  const colour = PNG_COLOUR_TYPES[colourType!];
  if (!colour?.depths.includes(depth!)) return undefined;
  if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return undefined;
  if (width === 0 || height === 0) return undefined;
  const wholeDecode = interlace === 1;
  return {
    format: 'png',
    width,
    height,
    wholeDecode,
    wholeDecodeBytes: wholeDecode ? width * height * colour.channels : 0,
  };
}

const SOF_BASELINE = 0xc0;
const SOF_EXTENDED = 0xc1;
const SOF_PROGRESSIVE = 0xc2;
const SOS = 0xda;
const EOI = 0xd9;

// Walks the marker segments up to the frame header (SOFn): precision, height, width and
// each component's sampling factors (ITU T.81, B.2.2). Only Huffman-coded 8-bit baseline,
// extended sequential and progressive frames of 1 (greyscale) or 3 (YCbCr) components pass.
function readJpegHeader(bytes: Buffer): PhotoHeader | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // no length: TEM, RSTn, SOI
      continue;
    }
    if (marker === SOS || marker === EOI) return undefined; // no frame header first
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    if (isFrameMarker(marker)) return readJpegFrame(bytes, marker, at + 4, length - 2);
    at += 2 + length;
  }
  return undefined;
}

/** SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpegFrame(
  bytes: Buffer,
  marker: number,
  start: number,
  length: number,
): PhotoHeader | undefined {
  if (marker !== SOF_BASELINE && marker !== SOF_EXTENDED && marker !== SOF_PROGRESSIVE)
    return undefined; // lossless, hierarchical or arithmetic-coded
  if (length < 6) return undefined;
  const precision = bytes[start]!;
  const height = bytes.readUInt16BE(start + 1); // 0: set later by a DNL marker
  const width = bytes.readUInt16BE(start + 3);
  const count = bytes[start + 5]!;
  if (precision !== 8 || (count !== 1 && count !== 3)) return undefined; // 12-bit, CMYK...
  if (width === 0 || height === 0 || length < 6 + 3 * count) return undefined;
  const sampling = Array.from({ length: count }, (_, i) => {
    const factors = bytes[start + 6 + 3 * i + 1]!;
    return { h: factors >> 4, v: factors & 0x0f };
  });
  if (sampling.some(({ h, v }) => h < 1 || h > 4 || v < 1 || v > 4)) return undefined;
  const wholeDecode = marker === SOF_PROGRESSIVE;
  return {
    format: 'jpeg',
    width,
    height,
    wholeDecode,
    wholeDecodeBytes: wholeDecode ? coefficientBytes(width, height, sampling) : 0,
  };
}

/** A progressive JPEG's coefficient buffer: 64 two-byte coefficients per 8x8 block. */
function coefficientBytes(
  width: number,
  height: number,
  sampling: { h: number; v: number }[],
): number {
  const hMax = Math.max(...sampling.map((s) => s.h));
  const vMax = Math.max(...sampling.map((s) => s.v));
  // Whole MCUs: each component's blocks are padded to its sampling factors.
  const mcusAcross = Math.ceil(width / (8 * hMax));
  const mcusDown = Math.ceil(height / (8 * vMax));
  const blocks = sampling.reduce((sum, s) => sum + mcusAcross * s.h * mcusDown * s.v, 0);
  return blocks * 64 * 2;
}
