/**
 * The committed category-head model file: schema, loading and decoding.
 * JSON with base64 typed-array blocks so it is diffable in its metadata and self-describing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { decodeF32, decodeI8 } from './codec.ts';
import type { GateReferences } from './gate.ts';
import { FEATURE_DIMS } from './pooling.ts';
import { CATEGORY_VOCABULARY, isCategoryId, type CategoryGroupId, type CategoryId } from './vocabulary.ts';

export const MODEL_FORMAT = 'alt-optimizer/category-head';
export const MODEL_VERSION = 1;
export const DEFAULT_MODEL_PATH = fileURLToPath(new URL('../../../models/category-head.json', import.meta.url));

const thresholdsSchema = z.object({
  /** Fine label needs at least this softmax probability… */
  fineProbability: z.number(),
  /** …the coarse fallback this summed group probability… */
  groupProbability: z.number(),
  /** …and both this gate similarity. */
  similarity: z.number(),
  /** Coarse groups never spoken on their own (too generic to help a reader); their fine labels still are. */
  silentGroups: z.array(z.string()).optional(),
});

export const modelFileSchema = z.object({
  format: z.literal(MODEL_FORMAT),
  version: z.literal(MODEL_VERSION),
  createdAt: z.string(),
  command: z.string(),
  dataset: z.object({
    name: z.string(),
    /** sha256 over the whole folder (labels.csv + every image), even when a per-class cap used fewer. */
    sha256: z.string(),
    images: z.number(),
    imagesInFolder: z.number(),
    maxPerClass: z.number().nullable(),
    classCounts: z.record(z.string(), z.number()),
  }),
  extractor: z.object({ id: z.string(), dims: z.literal(FEATURE_DIMS), description: z.string() }),
  classes: z.array(z.string()),
  standardise: z.object({ mean: z.string(), std: z.string() }),
  head: z.object({ C: z.number(), weights: z.string(), bias: z.string() }),
  gate: z.object({
    kind: z.string(),
    k: z.number().int().positive(),
    count: z.number().int().positive(),
    rows: z.string(),
    scales: z.string(),
  }),
  thresholds: thresholdsSchema,
  metrics: z.record(z.string(), z.unknown()),
});

export type CategoryModelFile = z.infer<typeof modelFileSchema>;
export type Thresholds = z.infer<typeof thresholdsSchema>;

/** Decoded, ready-to-run model. */
export interface CategoryModel {
  classes: CategoryId[];
  groupOf: CategoryGroupId[];
  mean: Float32Array;
  std: Float32Array;
  weights: Float32Array;
  bias: Float32Array;
  gate: GateReferences;
  thresholds: Thresholds;
  file: CategoryModelFile;
}

export function decodeModel(raw: unknown): CategoryModel {
  const file = modelFileSchema.parse(raw);
  const classes = file.classes.map((id) => {
    if (!isCategoryId(id)) {
      throw new Error(`model class "${id}" is not in the category vocabulary`);
    }
    return id;
  });
  const D = FEATURE_DIMS;
  const K = classes.length;
  return {
    classes,
    groupOf: classes.map((c) => CATEGORY_VOCABULARY[c].group),
    mean: decodeF32(file.standardise.mean, D),
    std: decodeF32(file.standardise.std, D),
    weights: decodeF32(file.head.weights, K * D),
    bias: decodeF32(file.head.bias, K),
    gate: {
      count: file.gate.count,
      dims: D,
      k: file.gate.k,
      rows: decodeI8(file.gate.rows, file.gate.count * D),
      scales: decodeF32(file.gate.scales, file.gate.count),
    },
    thresholds: file.thresholds,
    file,
  };
}

export function loadModelFile(path: string = DEFAULT_MODEL_PATH): CategoryModel {
  return decodeModel(JSON.parse(readFileSync(path, 'utf8')));
}
