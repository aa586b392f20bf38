import sharp from 'sharp';
import { PHOTO_TOO_MANY_PIXELS_MESSAGE, UNSUPPORTED_PHOTO_MESSAGE } from '@rescue/contracts';
import { HttpError } from '@rescue/service-kit';
import { PNG_SIGNATURE, pngChunk } from '@rescue/testkit/png';
import { httpErrorOf } from '../../src/routes/refusals';
import { DecodeSlots } from '../../src/domain/decode-slots';
import { preparePhoto } from '../../src/domain/photo';
import { MAX_INPUT_PIXELS, checkPhotoHeader, readPhotoHeader } from '../../src/domain/photo-header';

// The header of a photo is read from its bytes and checked before libvips sees it.

/** A PNG whose IHDR says what we want, followed by a few bytes of image data that is not. */
function pngHeader(ihdr: {
  width: number;
  height: number;
  depth?: number;
  colour?: number;
  interlace?: number;
}): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(ihdr.width, 0);
  data.writeUInt32BE(ihdr.height, 4);
  data[8] = ihdr.depth ?? 8;
  data[9] = ihdr.colour ?? 6;
  data[12] = ihdr.interlace ?? 0;
  return Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    pngChunk('IHDR', data),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** SOI, an APP0 segment, a frame header (SOFn) and the start of a scan. */
function jpegHeader(frame: {
  marker?: number;
  precision?: number;
  width: number;
  height: number;
  /** Sampling factors (h << 4 | v) of each component. */
  components?: number[];
}): Buffer {
  const components = frame.components ?? [0x22, 0x11, 0x11];
  const sof = Buffer.alloc(10 + 3 * components.length);
  sof.writeUInt16BE(0xff00 | (frame.marker ?? 0xc0), 0);
  sof.writeUInt16BE(8 + 3 * components.length, 2);
  sof[4] = frame.precision ?? 8;
  sof.writeUInt16BE(frame.height, 5);
  sof.writeUInt16BE(frame.width, 7);
  sof[9] = components.length;
  components.forEach((sampling, i) => sof.set([i + 1, sampling, 0], 10 + 3 * i));
  const app0 = Buffer.from([
    0xff,
    0xe0,
    0x00,
    0x10,
    ...Buffer.from('JFIF\0'),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    sof,
    Buffer.from([0xff, 0xda, 0x00, 0x08]),
  ]);
}

/** The status a client gets when `work` is refused (undefined: it was not). */
async function statusOf(work: Promise<unknown>): Promise<number | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    const answer = httpErrorOf(error);
    if (!(answer instanceof HttpError)) throw error;
    return answer.status;
  }
}

function refusal(bytes: Buffer): { status: number; message: string } | undefined {
  try {
    checkPhotoHeader(bytes);
    return undefined;
  } catch (error) {
    const answer = httpErrorOf(error);
    if (!(answer instanceof HttpError)) throw error;
    return { status: answer.status, message: answer.message };
  }
}

/**
 * The photo sharp makes passes the check, read as libvips reads it: its format and size, and
 * for a JPEG whether it must be decoded whole (progressive).
 */
async function expectReadAsLibvips(make: () => sharp.Sharp, format: 'png' | 'jpeg') {
  const bytes = await make().toBuffer();
  const meta = await sharp(bytes).metadata();
  expect(checkPhotoHeader(bytes)).toMatchObject({
    format,
    width: meta.width,
    height: meta.height,
    ...(format === 'jpeg' && { wholeDecode: meta.isProgressive }),
  });
}

const unsupported = { status: 415, message: UNSUPPORTED_PHOTO_MESSAGE };
const tooManyPixels = { status: 413, message: PHOTO_TOO_MANY_PIXELS_MESSAGE };

describe('PNG headers', () => {
  test('the 10000 x 10000 16-bit RGBA PNG of issue 12 is refused: 16 bits (415)', () => {
    expect(refusal(pngHeader({ width: 10_000, height: 10_000, depth: 16 }))).toEqual(unsupported);
  });

  test.each([
    ['16-bit greyscale', { depth: 16, colour: 0 }],
    ['16-bit RGB', { depth: 16, colour: 2 }],
    ['16-bit grey and alpha', { depth: 16, colour: 4 }],
    ['an undefined colour type', { colour: 5 }],
    ['a bit depth the colour type cannot have', { depth: 4, colour: 6 }],
  ])('%s is a 415', (_label, ihdr) => {
    expect(refusal(pngHeader({ width: 100, height: 100, ...ihdr }))).toEqual(unsupported);
  });

  test('over 40 megapixels is a 413; exactly 40 passes', () => {
    expect(refusal(pngHeader({ width: 10_000, height: 10_000 }))).toEqual(tooManyPixels);
    expect(refusal(pngHeader({ width: 8001, height: 5000 }))).toEqual(tooManyPixels);
    expect(refusal(pngHeader({ width: 2_000_000_000, height: 1 }))).toEqual(tooManyPixels);
    expect(8000 * 5000).toBe(MAX_INPUT_PIXELS);
    expect(refusal(pngHeader({ width: 8000, height: 5000 }))).toBeUndefined();
  });

  test('an interlaced PNG is decoded whole: a smaller cap, saying so', () => {
    expect(refusal(pngHeader({ width: 4000, height: 3000, interlace: 1 }))).toBeUndefined();
    expect(refusal(pngHeader({ width: 8000, height: 5000, interlace: 1 }))).toEqual({
      status: 413,
      message: 'The photo is too large: at most 25 megapixels for an interlaced PNG like this one',
    });
    // Greyscale takes a quarter of the memory: 40 MP pass.
    expect(
      refusal(pngHeader({ width: 8000, height: 5000, colour: 0, interlace: 1 })),
    ).toBeUndefined();
  });

  test.each([
    ['zero width', pngHeader({ width: 0, height: 10 })],
    ['a first chunk that is not IHDR', Buffer.from([...PNG_SIGNATURE, 0, 0, 0, 13, 0x49, 0x44])],
    ['the signature alone', Buffer.from(PNG_SIGNATURE)],
  ])('%s is a 415', (_label, bytes) => {
    expect(refusal(bytes)).toEqual(unsupported);
  });

  test.each([
    ['RGBA', () => gradient(4).png()],
    ['RGB', () => gradient(3).png()],
    ['greyscale', () => gradient(1).png()],
    ['palette', () => gradient(4).png({ palette: true, colours: 16 })],
    ['interlaced', () => gradient(4).png({ progressive: true })],
  ])('an 8-bit %s PNG from sharp passes, read as libvips reads it', (_label, make) =>
    expectReadAsLibvips(make, 'png'),
  );
});

describe('JPEG headers', () => {
  test.each([
    ['12-bit precision', { precision: 12 }],
    ['CMYK (4 components)', { components: [0x11, 0x11, 0x11, 0x11] }],
    ['two components', { components: [0x11, 0x11] }],
    ['lossless (SOF3)', { marker: 0xc3 }],
    ['arithmetic coding (SOF9)', { marker: 0xc9 }],
    ['a height left to a DNL marker', { height: 0 }],
  ])('%s is a 415', (_label, frame) => {
    expect(refusal(jpegHeader({ width: 640, height: 480, ...frame }))).toEqual(unsupported);
  });

  test('a scan before any frame header is a 415', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6]);
    expect(refusal(bytes)).toEqual(unsupported);
  });

  test('over 40 megapixels is a 413 (the largest a JPEG may say is 65535 x 65535)', () => {
    expect(refusal(jpegHeader({ width: 65_535, height: 65_535 }))).toEqual(tooManyPixels);
    expect(refusal(jpegHeader({ width: 8000, height: 5000 }))).toBeUndefined();
  });

  test("a progressive JPEG's coefficient buffer is capped: 4:2:0 to 33 MP, 4:4:4 to 16", () => {
    const progressive = { marker: 0xc2, width: 8000, height: 4000 }; // 32 MP
    expect(refusal(jpegHeader(progressive))).toBeUndefined();
    expect(refusal(jpegHeader({ ...progressive, components: [0x11, 0x11, 0x11] }))).toEqual({
      status: 413,
      message: 'The photo is too large: at most 16 megapixels for a progressive JPEG like this one',
    });
    // Baseline streams: 4:4:4 at 40 MP passes.
    expect(
      refusal(jpegHeader({ width: 8000, height: 5000, components: [0x11, 0x11, 0x11] })),
    ).toBeUndefined();
  });

  test.each([
    ['baseline 4:2:0', () => gradient(3).jpeg()],
    ['baseline 4:4:4', () => gradient(3).jpeg({ chromaSubsampling: '4:4:4' })],
    ['progressive', () => gradient(3).jpeg({ progressive: true })],
    ['greyscale', () => gradient(1).jpeg()],
    ['with EXIF', () => gradient(3).jpeg().withMetadata({ orientation: 6 })],
  ])('an 8-bit %s JPEG from sharp passes, read as libvips reads it', (_label, make) =>
    expectReadAsLibvips(make, 'jpeg'),
  );

  test('a 12-bit JPEG header is a 415 even when the rest would be valid', () => {
    expect(readPhotoHeader(jpegHeader({ width: 10, height: 10, precision: 12 }))).toBeUndefined();
  });
});

describe('refused before decoding', () => {
  test.each([
    ['a 16-bit PNG', pngHeader({ width: 10_000, height: 10_000, depth: 16 }), 415],
    ['a 100 MP PNG', pngHeader({ width: 10_000, height: 10_000 }), 413],
    [
      'a CMYK JPEG',
      jpegHeader({ width: 64, height: 64, components: [0x11, 0x11, 0x11, 0x11] }),
      415,
    ],
  ])('%s never takes a decode slot', async (_label, bytes, status) => {
    const slots = new DecodeSlots(1);
    const run = jest.spyOn(slots, 'run');
    expect(await statusOf(preparePhoto(bytes, slots))).toBe(status);
    expect(run).not.toHaveBeenCalled();
  });

  test('a header that passes but lies about its data is a 415 after decoding', async () => {
    const slots = new DecodeSlots(1);
    const run = jest.spyOn(slots, 'run');
    expect(await statusOf(preparePhoto(pngHeader({ width: 64, height: 64 }), slots))).toBe(415);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('DecodeSlots', () => {
  test('at most `size` tasks run at once; the rest run in arrival order', async () => {
    const slots = new DecodeSlots(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      order.push(i);
      // Yields, so the others would start now if the slots let them.
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      if (i === 3) throw new Error('a failed decode frees its slot too');
      return i;
    };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => slots.run(task(i))),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });
});

/** 64 x 48 pixels of a pattern with this many channels, ready to encode. */
function gradient(channels: 1 | 3 | 4): sharp.Sharp {
  const width = 64;
  const height = 48;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7) % 256;
  return sharp(pixels, { raw: { width, height, channels } });
}
