/** The coarse kind of an object noun (furniture, electronic device, plant…), shared by every source that names one. */
import { isImagenetNoun, nounRoot } from '../facts/imagenet/noun-scores.ts';
import { COARSE_GROUP_OF, type Noun } from './lexicon/index.ts';
import { LEXICON_NOUN_ROOTS } from './lexicon/noun-roots.generated.ts';

/** COCO's own supercategories for the labels ImageNet has no class of (a giraffe, a zebra, a train). */
// prettier-ignore
const COCO_SUPERCATEGORY: Readonly<Record<string, string>> = {
  bird: 'animal', cat: 'animal', dog: 'animal', horse: 'animal', sheep: 'animal', cow: 'animal', elephant: 'animal',
  bear: 'animal', zebra: 'animal', giraffe: 'animal',
  bicycle: 'vehicle', car: 'vehicle', motorcycle: 'vehicle', airplane: 'vehicle', bus: 'vehicle', train: 'vehicle',
  truck: 'vehicle', boat: 'vehicle',
};

/**
 * A COCO label's product group (a couch is furniture), else the WordNet root of an ImageNet noun (a desk is
 * furniture, a monitor an electronic device), else of a lexicon noun's own word (an armchair, a bedside table:
 * noun-roots.generated.ts); undefined for nouns none of them places (a bracelet).
 */
export function kindOf(noun: Noun): string | undefined {
  return (
    COARSE_GROUP_OF[noun.id] ??
    (isImagenetNoun(noun.id) ? nounRoot(noun.id) : undefined) ??
    LEXICON_NOUN_ROOTS[noun.id] ??
    COCO_SUPERCATEGORY[noun.id.replace(/^coco:/, '')]
  );
}

/** Both kinds are known and differ: a potted plant cannot be the desk a title names. */
export function otherKind(a: Noun, b: Noun): boolean {
  const ka = kindOf(a);
  const kb = kindOf(b);
  return ka !== undefined && kb !== undefined && ka !== kb;
}
