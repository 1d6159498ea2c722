/**
 * Whether a model is photographed from the back. MoveNet names the person's own left and right: from the front,
 * the left shoulder (or hip) appears on the right of the picture; from the back, on the left. A clearly seen face
 * vetoes it, so a frontal shot is never called a back view on a keypoint mix-up; BlazeFace's weaker hits on the back
 * of a head or a turned profile do not (tools/measure/measure-back-view.ts on the training photos that name their
 * view: with any face as a veto 56 of 99 Magento back views were found, with this line 77; no front view of 276
 * called back either way, and the other sources' photos called back are unchanged, 39 of 1,451, most of them
 * garments on no one, which the runtime reads no pose on).
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

/** A face BlazeFace scores this high is seen from the front (training fronts 0.91 and up, backs of heads ≤ 0.88). */
export const FRONTAL_FACE = 0.9;

/**
 * True for a back view: shoulders decide, hips when the shoulders are out of frame (a waist-down shot). `faces`:
 * the scores of the faces found.
 */
export function seenFromBehind(k: Keypoint[], faces: readonly number[], width: number, frontalFace = FRONTAL_FACE): boolean {
  if (faces.some((score) => score >= frontalFace)) {
    return false;
  }
  const shoulders = side(k[KEYPOINT.leftShoulder], k[KEYPOINT.rightShoulder], width);
  const facing = shoulders ?? side(k[KEYPOINT.leftHip], k[KEYPOINT.rightHip], width);
  return facing === 'back';
}
