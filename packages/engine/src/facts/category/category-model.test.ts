/**
 * The committed model file on real dev photos: features through the engine's own CenterNet
 * pass, then the head and gate. Reads ../shared (skipped when the eval set is absent).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeImage, letterbox } from '../decode.ts';
import { CENTERNET_INPUT, FEATURE_DIM, runCenterNet } from '../detect/centernet.ts';
import { CATEGORY_IDS } from './vocabulary.ts';
import { classifyCategory, DEFAULT_MODEL_PATH, FEATURE_DIMS, getCategoryModel } from './index.ts';

const DEV = fileURLToPath(new URL('../../../../../../shared/eval/dev', import.meta.url));
const hasDev = existsSync(path.join(DEV, 'labels.jsonl'));

async function features(file: string): Promise<Float32Array> {
  const raster = await letterbox(await decodeImage(readFileSync(path.join(DEV, file))), CENTERNET_INPUT);
  return (await runCenterNet(raster)).features;
}

describe('committed category model file', () => {
  it('loads, matches the vocabulary and the detector feature length, and stays small', () => {
    const model = getCategoryModel();
    expect(model.classes.length).toBeGreaterThanOrEqual(20);
    for (const c of model.classes) {
      expect(CATEGORY_IDS).toContain(c);
    }
    expect(FEATURE_DIMS).toBe(FEATURE_DIM);
    expect(model.file.dataset.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(DEFAULT_MODEL_PATH).size).toBeLessThan(6 * 1024 * 1024);
  });
});

describe.skipIf(!hasDev)('category head on dev photos', () => {
  // In-vocabulary photos from two sources; truth from labels.jsonl. A correct answer is the fine
  // class, or — when the fine label is not sure enough — its coarse group (never another group).
  const known: [string, string, string][] = [
    ['images/p0013.jpg', 'shirt', 'tops'], // Kaggle, worn by a model
    ['images/p0059.jpg', 'sandals', 'shoes'], // Kaggle packshot
    ['images/p0022.jpg', 'cap_hat', 'accessories'], // Kaggle packshot
    ['images/p0039.jpg', 'tshirt_top', 'tops'], // Magento, worn
    ['images/p0077.jpg', 'jacket', 'outerwear'], // Magento, worn
  ];
  it.each(known)('%s is named %s (or its group %s)', async (file, fine, group) => {
    const fact = classifyCategory(await features(file));
    expect(fact).toBeDefined();
    expect(fact?.group).toBe(group);
    if (fact?.fine !== null) {
      expect(fact?.fine).toBe(fine);
    }
  });

  // Furniture (Thelia, Vendure), a laptop, a monitor, a camera and general COCO / scikit-image photos.
  const outside = [
    'images/p0011.jpg', // Thelia armchair
    'images/p0012.jpg', // Thelia chair
    'images/p0050.jpg', // Thelia sofa
    'images/p0097.jpg', // Vendure leather sofa
    'images/p0198.jpg', // Vendure laptop
    'images/p0017.jpg', // Vendure monitor
    'images/g0001.jpg', // COCO horse
    'images/g0010.jpg', // COCO people
    'images/g0021.jpg', // COCO laptop
    'images/g0022.jpg', // COCO bus
  ];
  it.each(outside)('%s (out of vocabulary) gets no category', async (file) => {
    expect(classifyCategory(await features(file))).toBeUndefined();
  });
});
