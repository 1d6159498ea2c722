import { describe, expect, it } from 'vitest';
import { KEYPOINT, type Keypoint } from '../detect/movenet.ts';
import { seenFromBehind } from './facing.ts';

const W = 192;
function pose(joints: Partial<Record<keyof typeof KEYPOINT, [number, number]>>): Keypoint[] {
  const k: Keypoint[] = Array.from({ length: 17 }, () => ({ x: 0, y: 0, score: 0.02 }));
  for (const [name, [x, score]] of Object.entries(joints)) {
    k[KEYPOINT[name as keyof typeof KEYPOINT]] = { x, y: 60, score };
  }
  return k;
}

describe('seenFromBehind', () => {
  it('reads a back view when the person’s left shoulder is on the left of the picture (p0046, p0182)', () => {
    expect(seenFromBehind(pose({ leftShoulder: [64, 0.86], rightShoulder: [133, 0.7] }), [], W)).toBe(true);
    expect(seenFromBehind(pose({ leftShoulder: [130, 0.94], rightShoulder: [67, 0.9] }), [], W)).toBe(false);
  });

  it('uses the hips of a waist-down shot (p0040) and never calls a shot with a clear face a back view', () => {
    expect(seenFromBehind(pose({ leftHip: [72, 0.59], rightHip: [103, 0.63] }), [], W)).toBe(true);
    expect(seenFromBehind(pose({ leftShoulder: [64, 0.86], rightShoulder: [133, 0.7] }), [0.95], W)).toBe(false);
  });

  it('keeps a back view where BlazeFace only half-sees a face (the back of a head, a turned profile)', () => {
    expect(seenFromBehind(pose({ leftShoulder: [64, 0.86], rightShoulder: [133, 0.7] }), [0.78], W)).toBe(true);
  });

  it('says nothing when the joints are unsure or too close to tell (a side view)', () => {
    expect(seenFromBehind(pose({ leftShoulder: [64, 0.3], rightShoulder: [133, 0.7] }), [], W)).toBe(false);
    expect(seenFromBehind(pose({ leftShoulder: [96, 0.9], rightShoulder: [100, 0.9] }), [], W)).toBe(false);
  });
});
