import { PHOTO_MAX_BYTES } from '@rescue/contracts';
import { DOWNSCALE_ABOVE_BYTES, downscalePhoto, photoProblem } from './photo';

function fileOf(type: string, size: number, name = 'photo.jpg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

test.each([
  ['a JPEG', 'image/jpeg'],
  ['a PNG', 'image/png'],
])('%s under 10 MB is accepted', (_case, type) => {
  expect(photoProblem(fileOf(type, 2_000_000))).toBeNull();
  expect(photoProblem(fileOf(type, PHOTO_MAX_BYTES))).toBeNull();
});

test('over 10 MB: "File size should be less than 10MB"', () => {
  expect(photoProblem(fileOf('image/jpeg', PHOTO_MAX_BYTES + 1))).toBe(
    'File size should be less than 10MB',
  );
});

test.each(['image/gif', 'image/webp', 'application/pdf', ''])('type "%s" is refused', (type) => {
  expect(photoProblem(fileOf(type, 1000))).toBe('Only PNG or JPEG images are accepted');
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
