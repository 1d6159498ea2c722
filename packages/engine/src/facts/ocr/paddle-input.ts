/**
 * @gutenye/ocr-common builds each model input (the detector's page, every recognised line) in plain JS arrays: a
 * push per pixel and channel, then a spread of the three planes into one array of ~1 M numbers. On the dev set that
 * was ~33 ms of CPU per photo read and most of the garbage the OCR thread collects (issue 26). `planarInput` gives
 * the very same numbers, computed the same way in double precision, straight into a Float32Array (the library's
 * next step, Float32Array.from, rounds them to float32 exactly as before).
 */

export interface RgbaImage {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

export interface Normalisation {
  mean?: readonly number[];
  std?: readonly number[];
}

export interface ModelInput {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

/** RGBA pixels → B, G, R planes of `(v / 255 − mean) / std`, as ModelBase.imageToInput returns them. */
export function planarInput(image: RgbaImage, { mean = [0, 0, 0], std = [1, 1, 1] }: Normalisation): ModelInput {
  const pixels = Math.floor(image.data.length / 4);
  const data = new Float32Array(pixels * 3);
  const [mr = 0, mg = 0, mb = 0] = mean;
  const [sr = 1, sg = 1, sb = 1] = std;
  for (let p = 0; p < pixels; p++) {
    const i = p * 4;
    data[p] = ((image.data[i + 2] ?? 0) / 255 - mb) / sb;
    data[pixels + p] = ((image.data[i + 1] ?? 0) / 255 - mg) / sg;
    data[2 * pixels + p] = ((image.data[i] ?? 0) / 255 - mr) / sr;
  }
  return { data, width: image.width, height: image.height };
}
