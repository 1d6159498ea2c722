import sharp from 'sharp';

/** Longest side sent to a vision model: enough for labels and details, and ~4x fewer tokens than a raw photo. */
export const PROVIDER_MAX_SIDE = 1024;

/** Upright, at most 1024 px, JPEG: every provider accepts it and it keeps uploads around 100–200 kB. */
export async function imageForProvider(image: Uint8Array): Promise<Uint8Array> {
  const jpeg = await sharp(image, { failOn: 'none' })
    .rotate()
    .resize({ width: PROVIDER_MAX_SIDE, height: PROVIDER_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: false })
    .toBuffer();
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
}
