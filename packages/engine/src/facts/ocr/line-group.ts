/**
 * How @gutenye/ocr-common turns recognised line crops into the lines it returns (Recognition's calculateBox and
 * afAfRec, issue 26): crops read under a 0.5 mean are dropped, then crops whose midlines are within half the
 * average crop height of a group's first crop join that group; a group reads left to right, groups top to bottom.
 * The order crops arrive in matters (a crop joins the first group that fits), so callers pass them in the library's
 * order: the detector's crops last to first.
 */
import type { Point } from './line-geometry.ts';

export interface ReadCrop {
  text: string;
  mean: number;
  box: Point[];
}

export interface GroupedLine {
  text: string;
  mean: number;
  box: Point[];
}

const MIN_MEAN = 0.5;

/** Top and bottom of a crop as the library measures them: its first and third corner's y. */
const midline = (box: readonly Point[]): number => (box[0]![1] + box[2]![1]) / 2;

function groupByMidline(boxes: Point[][]): Point[][][] {
  let total = 0;
  for (const box of boxes) {
    total += box[2]![1] - box[0]![1];
  }
  const halfHeight = total / boxes.length / 2;
  const groups: Point[][][] = [];
  for (const box of boxes) {
    const group = groups.find((g) => Math.abs(midline(g[0]!) - midline(box)) < halfHeight);
    if (group) {
      group.push(box);
    } else {
      groups.push([box]);
    }
  }
  for (const group of groups) {
    group.sort((a, b) => a[0]![0] - b[0]![0]);
  }
  return groups.sort((a, b) => a[0]![0]![1] - b[0]![0]![1]);
}

/** The library's lines from its crops' readings. Boxes share their corner arrays with the crops, as the library's do. */
export function groupLines(crops: readonly ReadCrop[]): GroupedLine[] {
  const sure = crops.filter((crop) => crop.mean >= MIN_MEAN);
  const byBox = new Map(sure.map((crop) => [crop.box, crop] as const));
  return groupByMidline([...byBox.keys()]).map((boxes) => {
    const members = boxes.map((box) => byBox.get(box)!);
    let mean = 0;
    for (const member of members) {
      mean += member.mean;
    }
    const first = boxes[0]!;
    const last = boxes[boxes.length - 1]!;
    return {
      text: members.map((m) => m.text).join(' '),
      mean: mean / boxes.length,
      box: [first[0]!, last[1]!, last[2]!, first[3]!],
    };
  });
}
