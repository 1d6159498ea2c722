/**
 * Objects around a product in a lifestyle shot ("Leather Sofa with a potted plant"): a true detail the title lacks.
 */
import { isImagenetNoun, nounRoot } from '../facts/imagenet/noun-scores.ts';
import { COARSE_GROUP_OF, type Noun } from './lexicon/index.ts';

export interface SceneItem {
  noun: Noun;
  count: number;
  area: number;
}

/** A lifestyle alt names at most this many companions. */
const MAX_COMPANIONS = 2;

/**
 * The coarse kind of a noun where one is known: a COCO label's product group (a couch is furniture), else the WordNet
 * root of an ImageNet noun (a desk is furniture, a monitor an electronic device); undefined for nouns in neither.
 */
export function kindOf(noun: Noun): string | undefined {
  return COARSE_GROUP_OF[noun.id] ?? (isImagenetNoun(noun.id) ? nounRoot(noun.id) : undefined);
}

/** Both kinds are known and differ: a potted plant cannot be the desk the title names. */
function otherKind(a: Noun, b: Noun): boolean {
  const ka = kindOf(a);
  const kb = kindOf(b);
  return ka !== undefined && kb !== undefined && ka !== kb;
}

/**
 * `scene` is sorted by area, largest first. The largest detection is most likely the product itself under another
 * COCO name (a monitor read as "tv"), so it is not a companion, unless its kind rules that out (the potted plant on
 * a desk); then a detection of the product's own kind is the product (a desk read as "dining table"). People are not
 * props.
 */
export function companionsOf(scene: readonly SceneItem[], product: Noun): { noun: Noun; count: number }[] {
  const [largest, ...rest] = scene;
  const largestIsOther = largest !== undefined && otherKind(largest.noun, product);
  const around = largestIsOther ? scene.filter((s) => otherKind(s.noun, product)) : rest;
  return around
    .filter((s) => s.noun.kind !== 'person' && s.noun.id !== product.id && s.noun.en.sg !== product.en.sg)
    .slice(0, MAX_COMPANIONS)
    .map(({ noun, count }) => ({ noun, count }));
}
