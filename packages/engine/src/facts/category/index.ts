/**
 * Product-category head (issue 6): names the product from pixels when the merchant gave no
 * title. Features come from the CenterNet pass (facts/detect/centernet.ts); this module only classifies.
 */
import type { CategoryFact } from '../../types.ts';
import { decideCategory, scoreCategory } from './classify.ts';
import { loadModelFile, type CategoryModel } from './model-file.ts';

export { FEATURE_DIMS } from './pooling.ts';
export { CATEGORY_VOCABULARY, CATEGORY_GROUPS, type NounForm, type CategoryId, type CategoryGroupId } from './vocabulary.ts';
export { loadModelFile, DEFAULT_MODEL_PATH, type CategoryModel } from './model-file.ts';
export { scoreCategory, decideCategory } from './classify.ts';

let cached: CategoryModel | undefined;

/** The committed model (~0.5 MB JSON), decoded once per process. */
export function getCategoryModel(): CategoryModel {
  cached ??= loadModelFile();
  return cached;
}

/**
 * Classifies a 680-d feature vector. Undefined when the gate refuses (out of vocabulary or
 * unsure). Callers must only use it when there is no merchant title or description.
 */
export function classifyCategory(features: Float32Array, model: CategoryModel = getCategoryModel()): CategoryFact | undefined {
  return decideCategory(model, scoreCategory(model, features), model.thresholds);
}

/**
 * The head's best guess with the gate open: the coarse group (and the fine class when it is clearly ahead), for
 * naming a product that would otherwise stay nameless. The caller flags such an alt for review.
 */
export function guessCategory(features: Float32Array, model: CategoryModel = getCategoryModel()): CategoryFact | undefined {
  const open = { ...model.thresholds, similarity: -Infinity, groupProbability: 0 };
  return decideCategory(model, scoreCategory(model, features), open);
}
