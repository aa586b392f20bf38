import { PHOTO_MAX_BYTES } from '@rescue/contracts';
import { DOWNSCALE_ABOVE_BYTES, downscalePhoto, photoProblem, sniffPhotoType } from './photo';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const TEXT = [...'hello, I am a text file'].map((c) => c.charCodeAt(0));

function fileOf(type: string, size: number, name = 'photo.jpg', bytes?: number[]): File {
  const head = bytes ?? (type === 'image/png' ? PNG : JPEG);
  const file = new File([new Uint8Array(head)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

test.each([
  ['a JPEG', 'image/jpeg'],
  ['a PNG', 'image/png'],
])('%s under 10 MB is accepted', async (_case, type) => {
  await expect(photoProblem(fileOf(type, 2_000_000))).resolves.toBeNull();
  await expect(photoProblem(fileOf(type, PHOTO_MAX_BYTES))).resolves.toBeNull();
});

test('over 10 MB: "File size should be less than 10MB"', async () => {
  await expect(photoProblem(fileOf('image/jpeg', PHOTO_MAX_BYTES + 1))).resolves.toBe(
    'File size should be less than 10MB',
  );
});

test.each([
  ['a text file renamed .png', 'image/png', 'dog.png', TEXT],
  ['a WebP (the server takes none)', 'image/webp', 'dog.webp', WEBP],
  ['a WebP renamed .jpg', 'image/jpeg', 'dog.jpg', WEBP],
  ['a GIF', 'image/gif', 'dog.gif', GIF],
  ['a PDF', 'application/pdf', 'form.pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['an empty file', 'image/png', 'empty.png', []],
  ['a PNG cut after its third byte', 'image/png', 'cut.png', PNG.slice(0, 3)],
])('%s is refused by its bytes', async (_case, type, name, bytes) => {
  await expect(photoProblem(fileOf(type, bytes.length, name, bytes))).resolves.toBe(
    'Only PNG or JPEG images are accepted',
  );
});

test('the bytes decide, not the name or the declared type (as on the server)', async () => {
  await expect(sniffPhotoType(fileOf('', 12, 'IMG_0001', JPEG))).resolves.toBe('image/jpeg');
  await expect(sniffPhotoType(fileOf('image/jpeg', 12, 'dog.jpg', PNG))).resolves.toBe('image/png');
  await expect(photoProblem(fileOf('application/octet-stream', 12, 'dog', PNG))).resolves.toBe(
    null,
  );
});

describe('a browser without Blob.arrayBuffer', () => {
  const original = globalThis.FileReader;
  afterEach(() => {
    globalThis.FileReader = original;
  });

  test('reads the first bytes with a FileReader', async () => {
    // The test environment lends jsdom Node's Blob, which jsdom's FileReader cannot read: a
    // stand-in reader answers with the bytes of the slice it is given.
    const read: number[] = [];
    globalThis.FileReader = class {
      result: ArrayBuffer | null = null;
      error: Error | null = null;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      readAsArrayBuffer(blob: Blob) {
        read.push(blob.size);
        void new Response(blob).arrayBuffer().then((bytes) => {
          this.result = bytes;
          this.onload?.();
        });
      }
    } as unknown as typeof FileReader;
    const withoutArrayBuffer = (file: File) => {
      const slice = file.slice.bind(file);
      jest.spyOn(file, 'slice').mockImplementation((...args) => {
        const head = slice(...args);
        Object.defineProperty(head, 'arrayBuffer', { value: undefined });
        return head;
      });
      return file;
    };
    await expect(
      sniffPhotoType(withoutArrayBuffer(fileOf('image/png', 12, 'dog.png', PNG))),
    ).resolves.toBe('image/png');
    await expect(
      photoProblem(withoutArrayBuffer(fileOf('image/png', 23, 'x.png', TEXT))),
    ).resolves.toBe('Only PNG or JPEG images are accepted');
    // Only the head is read, never the whole photo.
    expect(read).toEqual([8, 8]);
  });
});

describe('downscaling', () => {
  const original = { createImageBitmap: globalThis.createImageBitmap };
  afterEach(() => {
    globalThis.createImageBitmap = original.createImageBitmap;
    jest.restoreAllMocks();
  });

  test('a small photo is sent as it is', async () => {
    globalThis.createImageBitmap = jest.fn();
    const small = fileOf('image/png', DOWNSCALE_ABOVE_BYTES);
    await expect(downscalePhoto(small)).resolves.toBe(small);
    expect(globalThis.createImageBitmap).not.toHaveBeenCalled();
  });

  test('a large photo becomes a JPEG of at most 2048 px on its longer side', async () => {
    const close = jest.fn();
    globalThis.createImageBitmap = jest
      .fn()
      .mockResolvedValue({ width: 4000, height: 3000, close });
    const drawn: number[][] = [];
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: jest.fn(),
      drawImage: (_image: unknown, ...box: number[]) => drawn.push(box),
    } as never);
    jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done) => done(new Blob(['small'], { type: 'image/jpeg' })));
    const large = fileOf('image/png', 6_000_000, 'dog.png');
    const result = await downscalePhoto(large);
    expect(result).not.toBe(large);
    expect(result.name).toBe('dog.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(drawn).toEqual([[0, 0, 2048, 1536]]);
    expect(close).toHaveBeenCalled();
  });

  test('when the browser cannot decode it, the original is sent', async () => {
    globalThis.createImageBitmap = jest.fn().mockRejectedValue(new Error('cannot decode'));
    const large = fileOf('image/jpeg', 6_000_000);
    await expect(downscalePhoto(large)).resolves.toBe(large);
  });
});
