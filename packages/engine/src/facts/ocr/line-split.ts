/**
 * splitIntoLineImages of @gutenye/ocr-common without opencv.js (issue 26): the detector's binary map → one box
 * and one upright crop per text region, with the library's own filters (short side ≥ 3 before and ≥ 5 after the
 * 1.5× "unclip", sides > 3 px once scaled and rounded) and its box arithmetic, step by step. js-clipper (pure JS,
 * already the library's dependency) does the unclip exactly as before.
 * Regions come in opencv's findContours order, hole borders included (see line-contours.ts).
 */
import { createRequire } from 'node:module';
import { componentOutlines } from './line-contours.ts';
import { miniBox, orderClockwise, polygonArea, polygonLength, type Point } from './line-geometry.ts';
import { cropLine, type RgbaImage } from './line-warp.ts';

export interface LineImage {
  box: Point[];
  image: RgbaImage;
}

interface ClipperPoint {
  X: number;
  Y: number;
}

interface ClipperModule {
  ClipperOffset: new () => {
    AddPath(path: ClipperPoint[], join: number, end: number): void;
    Execute(out: ClipperPoint[][], delta: number): void;
  };
  JoinType: { jtRound: number };
  EndType: { etClosedPolygon: number };
}

// js-clipper ships no types; the engine depends on the same version @gutenye/ocr-common uses (one hoisted copy).
const lib = createRequire(import.meta.url)('js-clipper') as ClipperModule;

/** The library's unclip: the box grown by area × 1.5 / perimeter with round joins; its vertices (integers). */
export function unclip(box: readonly Point[]): Point[] {
  const distance = (Math.abs(polygonArea(box)) * 1.5) / polygonLength(box);
  const offset = new lib.ClipperOffset();
  offset.AddPath(
    box.map(([X, Y]) => ({ X, Y })),
    lib.JoinType.jtRound,
    lib.EndType.etClosedPolygon,
  );
  const expanded: ClipperPoint[][] = [];
  offset.Execute(expanded, distance);
  return (expanded[0] ?? []).map((p) => [p.X, p.Y] as Point);
}

/** `mask`: one byte a pixel of the map (non-zero = text), `mapWidth` × `mapHeight`; `source`: the detector's input. */
export function splitLines(mask: ArrayLike<number>, mapWidth: number, mapHeight: number, source: RgbaImage): LineImage[] {
  const lines: LineImage[] = [];
  const outlines = componentOutlines(mask, mapWidth, mapHeight);
  const rx = source.width / mapWidth;
  const ry = source.height / mapHeight;
  const clip = (n: number, max: number): number => Math.max(0, Math.min(n, max));
  for (const outline of outlines) {
    const first = miniBox(outline);
    if (first.shortSide < 3) {
      continue;
    }
    const grown = unclip(first.box);
    // opencv read the unclipped polygon as CV_32SC2: integer points, as clipper returns them.
    const { box, shortSide } = miniBox(grown);
    if (shortSide < 5) {
      continue;
    }
    for (const p of box) {
      p[0] *= rx;
      p[1] *= ry;
    }
    // The library rounds the very corner objects it later crops with (orderPointsClockwise returns them).
    const ordered = orderClockwise(box);
    for (const p of ordered) {
      p[0] = clip(Math.round(p[0]), source.width);
      p[1] = clip(Math.round(p[1]), source.height);
    }
    const side = (a: Point, b: Point): number => Math.trunc(Math.hypot(a[0] - b[0], a[1] - b[1]));
    if (side(ordered[0]!, ordered[1]!) <= 3 || side(ordered[0]!, ordered[3]!) <= 3) {
      continue;
    }
    lines.push({ box, image: cropLine(source, box) });
  }
  return lines;
}
