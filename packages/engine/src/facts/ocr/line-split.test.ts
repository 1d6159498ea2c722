/**
 * Our line splitting against the library's opencv one on the same detector map and page (opencv is loaded here as
 * the reference only): the same boxes and the same crops, byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { splitLines } from './line-split.ts';

interface LibraryLine {
  box: number[][];
  image: { data: Uint8Array; width: number; height: number };
}

type LibrarySplit = (map: object, source: object) => Promise<LibraryLine[]>;

/** The library's function; opencv.js initialises asynchronously, so the first calls may throw until it is ready. */
async function librarySplit(map: object, source: object): Promise<LibraryLine[]> {
  await import('@gutenye/ocr-node'); // registers the backend (ImageRaw) the library's function builds crops with
  const { splitIntoLineImages } = (await import('@gutenye/ocr-common/splitIntoLineImages')) as {
    splitIntoLineImages: LibrarySplit;
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await splitIntoLineImages(map, source);
    } catch (error) {
      if (attempt > 100) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('splitLines', () => {
  it('finds the library’s boxes and crops on a map of straight, turned and tall blobs', async () => {
    const W = 160;
    const H = 96;
    const mask = new Uint8Array(W * H);
    const blob = (cx: number, cy: number, hw: number, hh: number, angle: number): void => {
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const u = (x - cx) * c + (y - cy) * s;
          const v = -(x - cx) * s + (y - cy) * c;
          if (Math.abs(u) <= hw && Math.abs(v) <= hh) {
            mask[y * W + x] = 255;
          }
        }
      }
    };
    blob(40, 20, 30, 6, 0);
    blob(100, 60, 40, 8, 0.3);
    blob(30, 70, 8, 20, 0.1);
    blob(130, 15, 12, 5, -0.5);
    blob(150, 90, 1, 1, 0); // too small: dropped by both
    const map = new Uint8Array(W * H * 4);
    for (let i = 0; i < W * H; i++) {
      map.set([mask[i]!, mask[i]!, mask[i]!, 255], i * 4);
    }
    const SW = 320;
    const SH = 192;
    const page = new Uint8Array(SW * SH * 4);
    let seed = 7;
    for (let i = 0; i < page.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      page[i] = i % 4 === 3 ? 255 : seed >>> 24;
    }
    const theirs = await librarySplit({ data: map, width: W, height: H }, { data: page, width: SW, height: SH });
    const ours = splitLines(mask, W, H, { data: page, width: SW, height: SH });
    expect(ours.map((l) => l.box)).toEqual(theirs.map((l) => l.box));
    expect(ours).toHaveLength(4);
    for (const [i, line] of ours.entries()) {
      const other = theirs[i]!.image;
      expect([line.image.width, line.image.height]).toEqual([other.width, other.height]);
      expect(Buffer.from(line.image.data).equals(Buffer.from(other.data))).toBe(true);
    }
  }, 60_000);

  it('also makes a candidate line of every hole’s border, in findContours’ order, as the library does', async () => {
    const W = 128;
    const H = 64;
    const mask = new Uint8Array(W * H);
    const rect = (x0: number, y0: number, x1: number, y1: number, v: number): void => {
      for (let y = y0; y < y1; y++) {
        mask.fill(v, y * W + x0, y * W + x1);
      }
    };
    rect(4, 4, 70, 40, 255); // a thick frame around a large hole…
    rect(10, 10, 64, 34, 0);
    rect(20, 16, 50, 26, 255); // …with a blob inside the hole, which has a small hole of its own
    rect(30, 19, 38, 23, 0);
    rect(80, 8, 124, 30, 255); // a blob with a one-pixel hole and a thin hole
    mask[20 * W + 90] = 0;
    rect(100, 12, 102, 26, 0);
    rect(0, 44, 60, 64, 255); // on the image edge, with a notch open to the edge: no hole
    rect(20, 50, 30, 64, 0);
    const map = new Uint8Array(W * H * 4);
    for (let i = 0; i < W * H; i++) {
      map.set([mask[i]!, mask[i]!, mask[i]!, 255], i * 4);
    }
    const page = new Uint8Array(W * H * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 37) % 251));
    const theirs = await librarySplit({ data: map, width: W, height: H }, { data: page, width: W, height: H });
    const ours = splitLines(mask, W, H, { data: page, width: W, height: H });
    expect(ours.map((l) => l.box)).toEqual(theirs.map((l) => l.box));
    expect(ours.length).toBeGreaterThan(5); // holes included: 5 blobs would give 4 lines at most
  }, 60_000);
});
