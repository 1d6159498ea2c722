/**
 * Sleeve length of the top a model wears, read along each arm against the top's own colour: covered down to
 * the wrist is long-sleeved; covered at the shoulder, bare above the elbow and below it is short-sleeved; bare
 * from the shoulder down is sleeveless. An arm whose keypoints are unsure says nothing; an arm that shows but
 * tells no clear story vetoes the answer; both arms must agree (one clear arm is enough when the other is hidden).
 * A top whose own colour could be skin (beige, tan) is never read.
 */
import type { RgbRaster } from '../decode.ts';
import { chroma, deltaE, rgbToLab, type Lab } from '../colour/lab.ts';
import { joint, KEYPOINT, type Keypoint } from '../detect/movenet.ts';

export type Sleeves = 'long' | 'short' | 'none';

/** Keypoints under this score are guesses (hidden or out-of-frame joints). */
const MIN_KEYPOINT = 0.35;
/** A pixel within this ΔE of the top's colour is the garment. */
const SAME_GARMENT = 18;
/** A pixel within this ΔE of one of the top's own flank pixels is the garment too (checks, prints). */
const SAME_PRINT = 8;
/** Shares of a stretch of arm: at least CLEAR of the stretch to call it covered or bare, at most FAINT for "not". */
const CLEAR = 0.6;
const FAINT = 0.2;
const HALF = 0.5;

/** Bare skin under any studio light: warm hue, some colour, neither black nor blown white. */
export function looksLikeSkin(p: Lab): boolean {
  const c = chroma(p);
  const hue = (Math.atan2(p[2], p[1]) * 180) / Math.PI;
  return p[0] > 20 && p[0] < 97 && c > 6 && c < 60 && hue > 15 && hue < 95;
}

function labAt(img: RgbRaster, x: number, y: number): Lab | undefined {
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px >= img.width || py >= img.height) {
    return undefined;
  }
  const i = (py * img.width + px) * 3;
  return rgbToLab(img.data[i] ?? 0, img.data[i + 1] ?? 0, img.data[i + 2] ?? 0);
}

/** Lab samples along a segment from `a` to `b`, between the fractions `from` and `to`, 3 pixels wide. */
export function samplesAlong(img: RgbRaster, a: Keypoint, b: Keypoint, from: number, to: number): Lab[] {
  const steps = 12;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = -(b.y - a.y) / len;
  const ny = (b.x - a.x) / len;
  const out: Lab[] = [];
  for (let s = 0; s <= steps; s++) {
    const t = from + ((to - from) * s) / steps;
    for (const off of [-1, 0, 1]) {
      const p = labAt(img, a.x + (b.x - a.x) * t + nx * off, a.y + (b.y - a.y) * t + ny * off);
      if (p) {
        out.push(p);
      }
    }
  }
  return out;
}

function share(samples: Lab[], test: (p: Lab) => boolean): number {
  return samples.length === 0 ? 0 : samples.filter(test).length / samples.length;
}

function medianLab(samples: Lab[]): Lab | undefined {
  if (samples.length === 0) {
    return undefined;
  }
  const mid = (c: 0 | 1 | 2): number => [...samples].sort((p, q) => p[c] - q[c])[Math.floor(samples.length / 2)]?.[c] ?? 0;
  return [mid(0), mid(1), mid(2)];
}

type ArmReading = Sleeves | 'unclear' | undefined;

/** One arm: a sleeve length, 'unclear' when the arm shows but tells no clear story, undefined when hidden. */
function armSleeves(img: RgbRaster, top: Top, shoulder: Keypoint, elbow: Keypoint, wrist: Keypoint): ArmReading {
  if (Math.min(shoulder.score, elbow.score, wrist.score) < MIN_KEYPOINT) {
    return undefined;
  }
  const stretches = [
    samplesAlong(img, shoulder, elbow, 0.1, 0.3),
    samplesAlong(img, shoulder, elbow, 0.6, 0.95),
    samplesAlong(img, elbow, wrist, 0.15, 0.8),
  ];
  const [near, upper, fore] = stretches.map((s) => share(s, (p) => isGarment(p, top))) as [number, number, number];
  const bare = (s: Lab[]): boolean => share(s, (p) => !isGarment(p, top) && looksLikeSkin(p)) >= CLEAR;
  const [nearBare, upperBare, foreBare] = stretches.map(bare) as [boolean, boolean, boolean];
  if (near >= CLEAR && upper >= CLEAR && fore >= CLEAR) {
    return 'long';
  }
  // A short sleeve may end part-way down the upper arm (dev: 31–41 % of the lower upper-arm stretch still covered,
  // the rest bare skin); the forearm must be bare either way, so elbow-length and 3/4 sleeves are never "short".
  const endsHigh = upper <= HALF && share(stretches[1] ?? [], (p) => !isGarment(p, top) && looksLikeSkin(p)) >= HALF;
  if (near >= CLEAR * 0.75 && fore <= FAINT && foreBare && ((upper <= FAINT && upperBare) || endsHigh)) {
    return 'short';
  }
  if (near <= FAINT && upper <= FAINT && fore <= FAINT && nearBare && upperBare && foreBare) {
    return 'none';
  }
  return 'unclear';
}

/**
 * The top's own colours: the median along both flanks of the torso and, for a checked or printed top whose pixels
 * are far from any median (a red and blue check), the flank pixels themselves that cannot be skin.
 */
interface Top {
  median: Lab;
  palette: Lab[];
}

/** A pixel of the top: near its median colour, or very near one of its own (non-skin) flank pixels. */
function isGarment(p: Lab, top: Top): boolean {
  return deltaE(p, top.median) < SAME_GARMENT || top.palette.some((q) => deltaE(p, q) < SAME_PRINT);
}

/** The top's colours, read along both flanks of the torso, inside the shoulders, away from a chest print. */
function topColour(img: RgbRaster, k: Keypoint[]): Top | undefined {
  const [ls, rs, lh, rh] = [
    joint(k, KEYPOINT.leftShoulder),
    joint(k, KEYPOINT.rightShoulder),
    joint(k, KEYPOINT.leftHip),
    joint(k, KEYPOINT.rightHip),
  ];
  if (Math.min(ls.score, rs.score) < MIN_KEYPOINT) {
    return undefined;
  }
  // Without hips in frame, the waist sits about 1.5 shoulder widths below the shoulders.
  const width = Math.hypot(ls.x - rs.x, ls.y - rs.y);
  const hipsSeen = Math.min(lh.score, rh.score) >= MIN_KEYPOINT;
  const lower = (s: Keypoint, h: Keypoint): Keypoint => (hipsSeen ? h : { x: s.x, y: s.y + 1.5 * width, score: 1 });
  const inward = (p: Keypoint, toward: Keypoint): Keypoint => ({
    x: p.x + (toward.x - p.x) * 0.2,
    y: p.y + (toward.y - p.y) * 0.2,
    score: 1,
  });
  const left = samplesAlong(img, inward(ls, rs), inward(lower(ls, lh), lower(rs, rh)), 0.25, 0.75);
  const right = samplesAlong(img, inward(rs, ls), inward(lower(rs, rh), lower(ls, lh)), 0.25, 0.75);
  const colour = medianLab([...left, ...right]);
  // A top whose colour could be skin cannot be told from a bare arm.
  return colour && !looksLikeSkin(colour) ? { median: colour, palette: [...left, ...right].filter((p) => !looksLikeSkin(p)) } : undefined;
}

/** Sleeve length of the main person's top, or undefined when the pixels do not say it clearly. */
export function readSleeves(img: RgbRaster, k: Keypoint[]): Sleeves | undefined {
  const top = topColour(img, k);
  if (!top) {
    return undefined;
  }
  const arms = [
    armSleeves(img, top, joint(k, KEYPOINT.leftShoulder), joint(k, KEYPOINT.leftElbow), joint(k, KEYPOINT.leftWrist)),
    armSleeves(img, top, joint(k, KEYPOINT.rightShoulder), joint(k, KEYPOINT.rightElbow), joint(k, KEYPOINT.rightWrist)),
  ].filter((a) => a !== undefined);
  const [first] = arms;
  return first !== undefined && first !== 'unclear' && arms.every((a) => a === first) ? first : undefined;
}
