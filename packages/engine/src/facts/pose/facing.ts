/**
 * Whether a model is photographed from the back. MoveNet names the person's own left and right: from the front,
 * the left shoulder (or hip) appears on the right of the picture; from the back, on the left. Said only when no
 * face was found, so a frontal shot is never called a back view on a keypoint mix-up.
 */
import { KEYPOINT, type Keypoint } from '../detect/movenet.ts';

/** Both joints of a pair must be this sure, and this far apart (share of the input width), to tell a side. */
const MIN_SCORE = 0.5;
const MIN_SPREAD = 0.08;

function side(left: Keypoint | undefined, right: Keypoint | undefined, width: number): 'front' | 'back' | undefined {
  if (!left || !right || Math.min(left.score, right.score) < MIN_SCORE || Math.abs(left.x - right.x) < MIN_SPREAD * width) {
    return undefined;
  }
  return left.x > right.x ? 'front' : 'back';
}

/** True for a back view: shoulders decide, hips when the shoulders are out of frame (a waist-down shot). */
export function seenFromBehind(k: Keypoint[], faces: number, width: number): boolean {
  if (faces > 0) {
    return false;
  }
  const shoulders = side(k[KEYPOINT.leftShoulder], k[KEYPOINT.rightShoulder], width);
  const facing = shoulders ?? side(k[KEYPOINT.leftHip], k[KEYPOINT.rightHip], width);
  return facing === 'back';
}
