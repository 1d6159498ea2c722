import { describe, expect, it } from 'vitest';
import type { RgbRaster } from '../decode.ts';
import { KEYPOINT, MOVENET_INPUT, type Keypoint } from '../detect/movenet.ts';
import { looksLikeSkin, readSleeves } from './sleeves.ts';
import { rgbToLab } from '../colour/lab.ts';

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const NAVY: Rgb = [30, 40, 110];
const BEIGE_TOP: Rgb = [214, 180, 150];
const SKIN: Rgb = [224, 172, 140];
const DARK_SKIN: Rgb = [120, 80, 55];

const kp = (x: number, y: number, score = 0.9): Keypoint => ({ x, y, score });
/** A standing model, arms down: shoulders at y 60, elbows at 110, wrists at 150, hips at 150. */
function pose(hidden: number[] = []): Keypoint[] {
  const k = Array.from({ length: 17 }, () => kp(0, 0, 0));
  const set = (i: number, p: Keypoint): void => {
    k[i] = hidden.includes(i) ? { ...p, score: 0.05 } : p;
  };
  set(KEYPOINT.leftShoulder, kp(130, 60));
  set(KEYPOINT.rightShoulder, kp(62, 60));
  set(KEYPOINT.leftElbow, kp(140, 110));
  set(KEYPOINT.rightElbow, kp(52, 110));
  set(KEYPOINT.leftWrist, kp(142, 150));
  set(KEYPOINT.rightWrist, kp(50, 150));
  set(KEYPOINT.leftHip, kp(120, 150));
  set(KEYPOINT.rightHip, kp(72, 150));
  return k;
}

function canvas(): RgbRaster {
  return { data: Buffer.alloc(MOVENET_INPUT * MOVENET_INPUT * 3, 255), width: MOVENET_INPUT, height: MOVENET_INPUT };
}

function fill(img: RgbRaster, x0: number, y0: number, x1: number, y1: number, c: Rgb): void {
  for (let y = Math.floor(y0); y < y1; y++) {
    for (let x = Math.floor(x0); x < x1; x++) {
      img.data.set(c, (y * img.width + x) * 3);
    }
  }
}

/** A thick segment from a to b, coloured `near` up to the fraction `split` and `far` after it. */
function limb(img: RgbRaster, a: Keypoint, b: Keypoint, near: Rgb, far: Rgb, split: number): void {
  for (let s = 0; s <= 100; s++) {
    const t = s / 100;
    fill(
      img,
      a.x + (b.x - a.x) * t - 4,
      a.y + (b.y - a.y) * t - 4,
      a.x + (b.x - a.x) * t + 5,
      a.y + (b.y - a.y) * t + 5,
      t <= split ? near : far,
    );
  }
}

/** Torso in `top`; each upper arm covered to `upperCovered`, each forearm to `foreCovered` (fractions). */
function model(top: Rgb, skin: Rgb, upperCovered: number, foreCovered: number): RgbRaster {
  const img = canvas();
  const k = pose();
  fill(img, 62, 55, 131, 150, top);
  for (const [s, e, w] of [
    [KEYPOINT.leftShoulder, KEYPOINT.leftElbow, KEYPOINT.leftWrist],
    [KEYPOINT.rightShoulder, KEYPOINT.rightElbow, KEYPOINT.rightWrist],
  ] as const) {
    limb(img, k[s] as Keypoint, k[e] as Keypoint, top, skin, upperCovered);
    limb(img, k[e] as Keypoint, k[w] as Keypoint, top, skin, foreCovered);
  }
  return img;
}

describe('readSleeves', () => {
  it('reads long, short and no sleeves from the skin along the arms', () => {
    expect(readSleeves(model(NAVY, SKIN, 1, 1), pose())).toBe('long');
    expect(readSleeves(model(NAVY, SKIN, 0.4, 0), pose())).toBe('short');
    expect(readSleeves(model(NAVY, SKIN, 0, 0), pose())).toBe('none');
    expect(readSleeves(model(NAVY, DARK_SKIN, 0.4, 0), pose())).toBe('short');
  });

  it('says nothing for a three-quarter sleeve, a skin-coloured top or unsure keypoints', () => {
    // Covered past the elbow, bare at the wrist: neither long nor short.
    expect(readSleeves(model(NAVY, SKIN, 1, 0.5), pose())).toBeUndefined();
    expect(readSleeves(model(BEIGE_TOP, SKIN, 0.4, 0), pose())).toBeUndefined();
    expect(readSleeves(model(NAVY, SKIN, 1, 1), pose([KEYPOINT.leftShoulder, KEYPOINT.rightShoulder]))).toBeUndefined();
  });

  it('trusts one clear arm when the other is hidden, and no arm that disagrees', () => {
    expect(readSleeves(model(NAVY, SKIN, 0.4, 0), pose([KEYPOINT.rightWrist]))).toBe('short');
    const mixed = model(NAVY, SKIN, 0.4, 0);
    limb(mixed, pose()[KEYPOINT.rightShoulder] as Keypoint, pose()[KEYPOINT.rightElbow] as Keypoint, NAVY, NAVY, 1);
    limb(mixed, pose()[KEYPOINT.rightElbow] as Keypoint, pose()[KEYPOINT.rightWrist] as Keypoint, NAVY, NAVY, 1);
    expect(readSleeves(mixed, pose())).toBeUndefined();
  });

  it('reads a checked top by its own colours, not only their median (dev: three checked shirts said nothing)', () => {
    const red: Rgb = [200, 30, 40];
    const blue: Rgb = [40, 60, 190];
    const checked = (img: RgbRaster): RgbRaster => {
      for (let y = 0; y < img.height; y++) {
        for (let x = 0; x < img.width; x++) {
          const i = (y * img.width + x) * 3;
          if (img.data[i] === red[0] && img.data[i + 1] === red[1] && (Math.floor(x / 4) + Math.floor(y / 4)) % 2 === 0) {
            img.data.set(blue, i);
          }
        }
      }
      return img;
    };
    expect(readSleeves(checked(model(red, SKIN, 1, 1)), pose())).toBe('long');
    expect(readSleeves(checked(model(red, SKIN, 0.4, 0)), pose())).toBe('short');
  });

  it('reads a short sleeve that ends part-way down the upper arm, never an elbow-length one', () => {
    expect(readSleeves(model(NAVY, SKIN, 0.75, 0), pose())).toBe('short');
    expect(readSleeves(model(NAVY, SKIN, 1, 0), pose())).toBeUndefined();
  });

  it('takes bare skin under warm studio light and overexposure as skin, black and white as not', () => {
    expect(looksLikeSkin(rgbToLab(...SKIN))).toBe(true);
    expect(looksLikeSkin(rgbToLab(241, 196, 120))).toBe(true);
    expect(looksLikeSkin(rgbToLab(...WHITE))).toBe(false);
    expect(looksLikeSkin(rgbToLab(20, 20, 20))).toBe(false);
    expect(looksLikeSkin(rgbToLab(...NAVY))).toBe(false);
  });
});
