import { describe, expect, it } from 'vitest';
import { KEYPOINT, type Keypoint } from '../detect/movenet.ts';
import { torsoBox } from './torso.ts';

const SIZE = 192;
const SQUARE = { scaleX: 1, scaleY: 1, offX: 0, offY: 0 };

function pose(at: Partial<Record<keyof typeof KEYPOINT, [number, number, number?]>>): Keypoint[] {
  const k: Keypoint[] = Array.from({ length: 17 }, () => ({ x: 0, y: 0, score: 0 }));
  for (const [name, [x, y, score = 0.9]] of Object.entries(at) as [keyof typeof KEYPOINT, [number, number, number?]][]) {
    k[KEYPOINT[name]] = { x, y, score };
  }
  return k;
}

const STANDING = pose({ leftShoulder: [120, 60], rightShoulder: [72, 60], leftHip: [112, 140], rightHip: [80, 140] });

describe('torsoBox', () => {
  it('is the inset box between the shoulders and the hips', () => {
    const [x, y, w, h] = torsoBox(STANDING, SIZE, SQUARE) ?? [];
    // Shoulders 72..120 (inset 20 % a side: 81.6..110.4), shoulders to hips 60..140 (inset 12 % / 8 %: 69.6..133.6).
    expect(x).toBeCloseTo(81.6 / SIZE, 5);
    expect(w).toBeCloseTo(28.8 / SIZE, 5);
    expect(y).toBeCloseTo(69.6 / SIZE, 5);
    expect(h).toBeCloseTo(64 / SIZE, 5);
  });

  it('maps a letterboxed portrait input back to the image', () => {
    const portrait = { scaleX: 0.5, scaleY: 1, offX: 0.25, offY: 0 };
    const [x, , w] = torsoBox(STANDING, SIZE, portrait) ?? [];
    expect(x).toBeCloseTo((81.6 / SIZE - 0.25) / 0.5, 5);
    expect(w).toBeCloseTo(28.8 / SIZE / 0.5, 5);
  });

  it('says nothing when a hip is a guess or the torso is tiny', () => {
    const hidden = pose({ leftShoulder: [120, 60], rightShoulder: [72, 60], leftHip: [112, 140, 0.2], rightHip: [80, 140] });
    expect(torsoBox(hidden, SIZE, SQUARE)).toBeUndefined();
    const far = pose({ leftShoulder: [100, 60], rightShoulder: [92, 60], leftHip: [99, 80], rightHip: [93, 80] });
    expect(torsoBox(far, SIZE, SQUARE)).toBeUndefined();
  });
});
