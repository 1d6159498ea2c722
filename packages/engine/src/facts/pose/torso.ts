/**
 * Where a model's top is: the torso between the shoulders and the hips (MoveNet keypoints), inset so that arms,
 * neck and waistband stay out. The pattern of a worn shirt is read there (facts/colour/pattern.ts), not over the
 * whole person, whose skin, hair and trousers are not the shirt.
 */
import { KEYPOINT, type Keypoint } from '../detect/movenet.ts';

/** Keypoints under this score are guesses (hidden or out-of-frame joints); sleeves.ts uses the same line. */
const MIN_KEYPOINT = 0.35;
/** Share of the shoulder-to-shoulder span left out on each side (the arms hang there). */
const SIDE_INSET = 0.2;
/** Share of the shoulder-to-hip height left out at the top (collar, neck) and at the bottom (waistband). */
const TOP_INSET = 0.12;
const BOTTOM_INSET = 0.08;
/** A torso narrower than this share of the input is too small to show a pattern. */
const MIN_WIDTH = 0.08;

type Region = [number, number, number, number];
interface Geometry {
  scaleX: number;
  scaleY: number;
  offX: number;
  offY: number;
}

/**
 * The torso as a normalised [x, y, w, h] box of the image, from keypoints on a `size`² letterboxed input; undefined
 * when a shoulder or hip is unsure or the torso is too small.
 */
export function torsoBox(k: readonly Keypoint[], size: number, g: Geometry): Region | undefined {
  const joints = [KEYPOINT.leftShoulder, KEYPOINT.rightShoulder, KEYPOINT.leftHip, KEYPOINT.rightHip].map((i) => k[i]);
  if (joints.some((j) => !j || j.score < MIN_KEYPOINT)) {
    return undefined;
  }
  const [ls, rs, lh, rh] = joints as Keypoint[];
  const left = Math.min(ls!.x, rs!.x);
  const right = Math.max(ls!.x, rs!.x);
  const top = (ls!.y + rs!.y) / 2;
  const bottom = (lh!.y + rh!.y) / 2;
  const width = right - left;
  const height = bottom - top;
  if (width < MIN_WIDTH * size || height <= 0) {
    return undefined;
  }
  const x0 = (left + width * SIDE_INSET) / size;
  const x1 = (right - width * SIDE_INSET) / size;
  const y0 = (top + height * TOP_INSET) / size;
  const y1 = (bottom - height * BOTTOM_INSET) / size;
  // Letterboxed input → the image's own normalised coordinates.
  const x = Math.max(0, (x0 - g.offX) / g.scaleX);
  const y = Math.max(0, (y0 - g.offY) / g.scaleY);
  const w = Math.min(1, (x1 - g.offX) / g.scaleX) - x;
  const h = Math.min(1, (y1 - g.offY) / g.scaleY) - y;
  return w > 0 && h > 0 ? [x, y, w, h] : undefined;
}
