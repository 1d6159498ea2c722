/**
 * PaddleOCR's recogniser as @gutenye/ocr-common runs it (Recognition.run, issue 26), without the library: each line
 * crop resized with sharp to 48 px high, width by aspect (the library's `resize({ height: 48 })`, `fit: 'contain'`),
 * planes of `v / 255` (no mean/std, as the library), one model run per line, greedy CTC decoding (ctc-decode.ts),
 * then the library's filtering and grouping into lines (line-group.ts).
 */
import type * as ort from 'onnxruntime-node';
import { ctcDecode } from './ctc-decode.ts';
import { groupLines, type GroupedLine, type ReadCrop } from './line-group.ts';
import type { LineImage } from './line-split.ts';
import type { RgbaImage } from './line-warp.ts';
import { fromRgba, runOnImage } from './paddle-detect.ts';

const LINE_HEIGHT = 48;

async function lineInput(crop: RgbaImage): Promise<RgbaImage> {
  const { data, info } = await fromRgba(crop)
    .resize({ width: undefined, height: LINE_HEIGHT, fit: 'contain' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Reads every crop and returns the library's lines (text, mean, box in page pixels). */
export async function recogniseLines(
  session: ort.InferenceSession,
  dictionary: readonly string[],
  crops: readonly LineImage[],
): Promise<GroupedLine[]> {
  const read: ReadCrop[] = [];
  // The library reads the crops in order but prepends each result: its lines run from the last crop to the first.
  for (let i = crops.length - 1; i >= 0; i--) {
    const crop = crops[i]!;
    const output = await runOnImage(session, await lineInput(crop.image));
    const [, steps = 0, classes = 0] = output.dims;
    read.push({ ...ctcDecode(output.data as Float32Array, steps, classes, dictionary), box: crop.box });
  }
  return groupLines(read);
}
