/** The coarse kind of an object noun (furniture, electronic device, plant…), shared by every source that names one. */
import { isImagenetNoun, nounRoot } from '../facts/imagenet/noun-scores.ts';
import { COARSE_GROUP_OF, type Noun } from './lexicon/index.ts';

/**
 * A COCO label's product group (a couch is furniture), else the WordNet root of an ImageNet noun (a desk is
 * furniture, a monitor an electronic device); undefined for nouns in neither (an armchair, a bedside table).
 */
export function kindOf(noun: Noun): string | undefined {
  return COARSE_GROUP_OF[noun.id] ?? (isImagenetNoun(noun.id) ? nounRoot(noun.id) : undefined);
}

/** Both kinds are known and differ: a potted plant cannot be the desk a title names. */
export function otherKind(a: Noun, b: Noun): boolean {
  const ka = kindOf(a);
  const kb = kindOf(b);
  return ka !== undefined && kb !== undefined && ka !== kb;
}
