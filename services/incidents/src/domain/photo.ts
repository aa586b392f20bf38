// An uploaded photo, from bytes to what is stored: the header checked first (photo-header.ts),
// then decoded and encoded again (photo-encoding.ts) once one of the decode slots is free
// (decode-slots.ts).
import type { PreparedPhoto } from '../store/photos';
import type { DecodeSlots } from './decode-slots';
import { checkPhotoHeader } from './photo-header';
import { decode } from './photo-encoding';

/**
 * Checks the photo is really a PNG or JPEG, then re-encodes it: EXIF orientation applied,
 * every piece of metadata (GPS included) dropped, and a thumbnail made beside it. The
 * header is checked before anything is decoded; decoding waits for one of `slots`.
 */
export async function preparePhoto(bytes: Buffer, slots: DecodeSlots): Promise<PreparedPhoto> {
  const header = checkPhotoHeader(bytes);
  return slots.run(() => decode(bytes, header));
}
