/**
 * The product named by the Open Images detector (facts/oid/, issue 22): its chairs, tables, desks, cameras and
 * shoes are the products the fashion head does not know and the ImageNet classifier reads weakly on a packshot (a
 * designer chair at 0.4 "furniture", a top-down sneaker as a buckle). Only the detection that is the product counts:
 * on a plain backdrop the box must match the product's; elsewhere the surest detection that fills enough of the
 * frame. Its line is fitted on the training folds (oid-gate.model.ts, `npm run train:oid-gate`): the score from
 * which the detection it takes for the product is right at least 90 % of the time.
 */
import type { VisualFacts } from '../types.ts';
import { intersection } from '../facts/detect/nms.ts';
import { nounById, type Noun } from './lexicon/index.ts';
import { OID_GATE } from './oid-gate.model.ts';

/** Open Images labels → lexicon noun ids; labels left out (Person, Box, Vehicle) never name a product. */
// prettier-ignore
export const OID_NOUNS: Readonly<Record<string, string>> = {
  Chair: 'chair', Table: 'dining table', Desk: 'desk', Camera: 'camera', Mug: 'mug', 'Coffee cup': 'cup', Bottle: 'bottle',
  Book: 'book', Laptop: 'laptop', 'Computer monitor': 'monitor', 'Computer mouse': 'mouse', Bicycle: 'bicycle',
  'Stationary bicycle': 'exercise_bike', Car: 'car', Cat: 'cat', Dog: 'dog', Cattle: 'cow',
  Footwear: 'footwear', Boot: 'boots', 'High heels': 'heels',
};

/** The fashion labels: the fashion head's confirmed guess names footwear more finely, so these come after it. */
export const OID_FASHION: ReadonlySet<string> = new Set(['Footwear', 'Boot', 'High heels']);

/** A box that is the product's: each covers at least this share of the other. */
const SAME_BOX = 0.5;
/**
 * When the classifier already reads the detection's kind (a camera under its sure "electronic device"), the box
 * only has to cover this share of the product's: a product box that takes in a table edge or a shadow is larger
 * than the object (Vendure's instant camera, 0.46 of it).
 */
export const SAME_KIND_SHARE = 0.4;
/** Without a product box, the detection must fill this share of the frame to be what the photo is about. */
const MAIN_SUBJECT = 0.1;

export function oidNoun(label: string): Noun | undefined {
  const id = OID_NOUNS[label];
  return id ? nounById(id) : undefined;
}

export interface OidSubject {
  noun: Noun;
  label: string;
  p: number;
  fashion: boolean;
}

/**
 * The detection that is the product, over its line, if any. Model shots are left out: the detector sees the
 * model's shoes and chair, not the garment sold.
 */
export function oidSubject(facts: VisualFacts, line: number = OID_GATE.line, productShare: number = SAME_BOX): OidSubject | undefined {
  if (facts.imageType === 'model' || !facts.oid?.length) {
    return undefined;
  }
  const product = facts.productBox;
  const candidates = facts.oid.filter((d) => {
    if (!OID_NOUNS[d.label]) {
      return false;
    }
    const area = d.box[2] * d.box[3];
    if (!product) {
      return area >= MAIN_SUBJECT;
    }
    const shared = intersection(d.box, product);
    return area > 0 && shared / area >= SAME_BOX && shared / (product[2] * product[3] || 1) >= productShare;
  });
  const best = candidates.sort((a, b) => b.score - a.score)[0];
  const noun = best && best.score >= line ? oidNoun(best.label) : undefined;
  return best && noun ? { noun, label: best.label, p: best.score, fashion: OID_FASHION.has(best.label) } : undefined;
}
