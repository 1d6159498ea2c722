/**
 * A black-and-white photo: its pixels have no hue at all, red, green and blue equal but for JPEG noise. A colour
 * photo of a grey scene still has a cast (dev g0007, a grey shop front with a white clock: channels 5 apart at the
 * median); a grey product on white can be hueless too, so the composer only uses this on scenes.
 */
import type { RgbRaster } from '../decode.ts';

/** A pixel whose channels spread more than this (0–255) has a hue; the noise of a grey JPEG stays under it. */
const HUED_SPREAD = 4;
/** At most this share of hued pixels (a stray coloured speck, a compression fringe). */
const MAX_HUED_SHARE = 0.01;

export function isMonochrome(thumb: RgbRaster): boolean {
  const pixels = thumb.width * thumb.height;
  const channels = thumb.data.length / Math.max(1, pixels);
  if (channels < 3) {
    return true;
  }
  let hued = 0;
  for (let i = 0; i < thumb.data.length; i += channels) {
    const r = thumb.data[i] ?? 0;
    const g = thumb.data[i + 1] ?? 0;
    const b = thumb.data[i + 2] ?? 0;
    if (Math.max(r, g, b) - Math.min(r, g, b) > HUED_SPREAD) {
      hued++;
    }
  }
  return hued <= MAX_HUED_SHARE * pixels;
}
