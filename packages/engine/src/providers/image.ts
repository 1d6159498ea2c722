import sharp from 'sharp';

/** Longest side sent to a vision model: enough for labels and details, and ~4x fewer tokens than a raw photo. */
export const PROVIDER_MAX_SIDE = 1024;
/** JPEG quality of what a vision model receives (here and in facts/quick-facts.ts). */
export const PROVIDER_JPEG_QUALITY = 82;

/** Upright, at most 1024 px, JPEG: every provider accepts it and it keeps uploads around 100–200 kB. */
export async function imageForProvider(image: Uint8Array): Promise<Uint8Array> {
  const jpeg = await sharp(image, { failOn: 'none' })
    .rotate()
    .resize({ width: PROVIDER_MAX_SIDE, height: PROVIDER_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PROVIDER_JPEG_QUALITY, mozjpeg: false })
    .toBuffer();
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
}
