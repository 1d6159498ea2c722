/**
 * Objects around a product in a lifestyle shot ("Leather Sofa with a potted plant"): a true detail the title lacks.
 */
import type { Noun } from './lexicon/index.ts';
import { kindOf, otherKind } from './noun-kind.ts';

export interface SceneItem {
  noun: Noun;
  count: number;
  area: number;
  whole?: true | undefined;
  span?: number | undefined;
}

/** The classifier's mass on a kind (a WordNet root) that counts as reading it, as seen-noun.ts's root reading. */
const KIND_READ = 0.3;

/** A lifestyle alt names at most this many companions. */
const MAX_COMPANIONS = 2;

/**
 * `scene` is sorted by area, largest first. The largest detection is most likely the product itself under another
 * COCO name (a monitor read as "tv"), so it is not a companion, unless its kind rules that out (the potted plant on
 * a desk); then a detection of the product's own kind is the product (a desk read as "dining table"). People are not
 * props. `seesKind` is how sure the classifier is of a kind in the whole frame: when it reads the product's kind
 * there ("lamp") and not the largest detection's ("container"), that detection is the product misread (a lampshade
 * as a vase), not an object beside it.
 */
export function companionsOf(
  scene: readonly SceneItem[],
  product: Noun,
  seesKind: (kind: string) => number = () => 0,
): { noun: Noun; count: number }[] {
  const [largest, ...rest] = scene;
  const productKind = kindOf(product);
  const largestKind = largest ? kindOf(largest.noun) : undefined;
  const misread =
    productKind !== undefined && largestKind !== undefined && seesKind(productKind) >= KIND_READ && seesKind(largestKind) < KIND_READ;
  const largestIsOther = largest !== undefined && otherKind(largest.noun, product) && !misread;
  const around = largestIsOther ? scene.filter((s) => otherKind(s.noun, product)) : rest;
  return around
    .filter((s) => s.noun.kind !== 'person' && s.noun.id !== product.id && s.noun.en.sg !== product.en.sg)
    .slice(0, MAX_COMPANIONS)
    .map(({ noun, count }) => ({ noun, count }));
}
