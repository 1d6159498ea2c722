/** The classifier's 1,001 class names (index 0 "background"), shipped beside the model. */
import { readFileSync } from 'node:fs';

export const IMAGENET_LABELS: readonly string[] = readFileSync(
  new URL('../../../models/imagenet/imagenet_labels.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .map((l) => l.trim())
  .slice(0, 1001);
