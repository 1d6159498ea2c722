/**
 * The product noun from the pixels when the merchant names none: one decision over the fashion category head and the
 * general ImageNet classifier (seen-noun.ts), issue 22. The COCO detector comes after it in build-plan.ts (one clear
 * object on a packshot, or a scene), and its "clock" on a strapped packshot is a watch here too.
 *
 * - The fashion head names fashion finely (flip-flops, heels); it is kept unless the classifier is sure the photo is
 *   something else entirely (a chair it called heels: the contradiction line).
 * - The classifier names everything else at its gate (furniture, devices, balls, animals, food).
 * - A refused fashion guess that the classifier's coarse word confirms (shoes + footwear) is named without a flag.
 * - The Open Images detector (oid-subject.ts) names the product neither is sure of (a chair, a camera, a pair of
 *   shoes), makes the classifier's sure coarse word finer, and is written flagged when the two disagree.
 * - A top named on a model the classifier reads as wearing swimming trunks is only "garment" (notATopOnLegs).
 */
import type { VisualFacts } from '../types.ts';
import { categoryLexNoun, cocoNoun, nounById, type Noun } from './lexicon/index.ts';
import { namedObjects } from './confirmed-objects.ts';
import { kindOf, otherKind } from './noun-kind.ts';
import { classifierView, contradictingNoun, seenNoun, type SeenNoun } from './seen-noun.ts';
import { NOUN_GATE } from './noun-gate.model.ts';
import { GUESS_LINE } from './guess-line.model.ts';
import { nounRoot } from '../facts/imagenet/noun-scores.ts';
import { coveredByHead, outsideHeadNoun } from './outside-head.ts';
import { ballOnDisc, groupFitsShape } from './round-silhouette.ts';
import { OID_GATE } from './oid-gate.model.ts';
import { oidSubject, SAME_KIND_SHARE } from './oid-subject.ts';
import { strappedClock } from './strapped-clock.ts';
import { CATEGORY_IDS, CATEGORY_VOCABULARY } from '../facts/category/vocabulary.ts';

/** The classifier's fashion root that confirms each fashion-head group or fine id. */
// prettier-ignore
const HEAD_ROOT: Record<string, string> = {
  tops: 'clothing', dresses_skirts: 'clothing', outerwear: 'clothing', bottoms: 'clothing', underwear_socks: 'clothing',
  shoes: 'footwear', bags: 'bag',
  watch: 'watch', sunglasses: 'sunglasses', wallet: 'wallet', cap_hat: 'clothing', tie: 'clothing', scarf: 'clothing', perfume: 'perfume',
};

export interface PixelSubject {
  noun: Noun;
  source: 'category' | 'seen';
  /** The Open Images label, when that detector named it (source 'seen': read from the pixels). */
  oid?: string | undefined;
  /** How sure the decision is, 0..1 (the head's or the classifier's probability). */
  p: number;
}

/** Subject score of an unconfirmed fashion word: under compose.ts's SUBJECT_SURE, so a person checks it. */
const UNCONFIRMED_FASHION = 0.5;
/** Subject score when two sure models name different kinds of thing: under SUBJECT_SURE too. */
const DISPUTED = 0.5;

/** A watch photographed flat has a strap beyond its face: its silhouette is long, a clock's is round. */
const STRAP_ASPECT = 1.4;

function watchOrClock(facts: VisualFacts, seen: SeenNoun): Noun {
  const box = facts.productBox;
  if (seen.id !== 'clock' || facts.imageType !== 'packshot' || !box) {
    return seen.noun;
  }
  const aspect = (box[2] * facts.width) / Math.max(1, box[3] * facts.height);
  const long = aspect >= STRAP_ASPECT || aspect <= 1 / STRAP_ASPECT;
  return (long ? nounById('watch') : undefined) ?? seen.noun;
}

/** The classifier's probability for one noun, in the view classifierView reads (0 when it is not among them). */
function reading(facts: VisualFacts, id: string): number {
  return classifierView(facts).find((s) => s.id === id)?.p ?? 0;
}

/**
 * The classifier, sure of footwear, reads a shoe that is no sneaker (ImageNet's loafer or clog: its "shoe" without
 * the "sneakers" part). Training photos: 157 of 190 formal shoes read so, and 19 of 179 sneakers, which the head’s
 * "sneakers" then names by the group's "shoes": still right, only coarser.
 */
function plainShoe(facts: VisualFacts): boolean {
  return reading(facts, 'footwear') >= 0.8 && reading(facts, 'shoe') >= 0.5 && reading(facts, 'sneakers') < 0.1;
}

/** The fashion head's accepted category, unless the classifier is sure the picture is something else. */
function fromHead(facts: VisualFacts): PixelSubject | undefined {
  const c = facts.category;
  // "Accessory" alone says almost nothing and is what the head backs off to on out-of-vocabulary objects.
  if (!c || (!c.fine && c.group === 'accessories') || !groupFitsShape(c.group, facts) || contradictingNoun(facts)) {
    return undefined;
  }
  // A slip-on formal shoe the head calls sneakers is "shoes" when the classifier reads a plain shoe.
  const fine = c.fine === 'sneakers' && plainShoe(facts) ? undefined : c.fine;
  const noun = categoryLexNoun(fine ?? c.group, c.group);
  return noun ? { noun, source: 'category', p: fine ? c.probability : 0.8 * c.probability } : undefined;
}

/**
 * The classifier reads the head's refused fine guess too (a T-shirt both call a T-shirt, not "a top"), over the
 * line where the classifier alone names the head's classes right ≥ 90 % of the time on the training folds
 * (noun-gate.model.ts `headAgreement`): two models agreeing are at least as sure.
 */
function classifierAgrees(facts: VisualFacts, fine: string): boolean {
  return reading(facts, fine) >= NOUN_GATE.headAgreement;
}

/** The head's refused guess, confirmed by the classifier's coarse fashion word (shoes + footwear). */
function confirmedGuess(facts: VisualFacts, seen: SeenNoun, outsideHeadLine: number): PixelSubject | undefined {
  const g = facts.tentative?.category;
  if (!g || !groupFitsShape(g.group, facts)) {
    return undefined;
  }
  const outside = outsideHeadNoun(facts, outsideHeadLine);
  if (outside && !coveredByHead(outside, g) && seen.id === nounRoot(outside.id)) {
    return { noun: outside.noun, source: 'seen', p: Math.min(outside.p, UNCONFIRMED_FASHION) };
  }
  // A fine id the root confirms is named finely (a cap); a group only when it is a noun ("accessory" says nothing).
  const fine = g.fine && (HEAD_ROOT[g.fine] === seen.id || classifierAgrees(facts, g.fine)) ? g.fine : undefined;
  const id = fine ?? (HEAD_ROOT[g.group] === seen.id ? g.group : undefined);
  const noun = id ? categoryLexNoun(id, g.group) : undefined;
  // The classifier vouches for the domain (clothing), not for the head's group within it (a top or socks): the
  // head's own probability says how sure the name is.
  return noun ? { noun, source: 'category', p: g.probability } : undefined;
}

/**
 * The classifier's own fashion word, when the head has no guess it confirms: the classifier knows fashion poorly
 * (a football read as a helmet, hence "clothing"), so the subject stays under the review line. Footwear is said as
 * the head's "shoes" (a mass noun takes no article).
 */
function unconfirmedFashion(seen: SeenNoun): PixelSubject {
  const noun = seen.id === 'footwear' ? (categoryLexNoun('shoes', 'shoes') ?? seen.noun) : seen.noun;
  return { noun, source: 'seen', p: Math.min(seen.p, UNCONFIRMED_FASHION) };
}

/**
 * The classifier sure only of a coarse word (furniture) and a detection of that kind (a chair, trusted or confirmed):
 * the detection's finer noun, the largest such box.
 */
function detectedUnder(facts: VisualFacts, seen: SeenNoun): Noun | undefined {
  const under = namedObjects(facts)
    .filter((o) => o.label !== 'person')
    .map((o) => ({ noun: cocoNoun(o.label), area: o.box[2] * o.box[3] }))
    .filter((d): d is { noun: Noun; area: number } => d.noun !== undefined && kindOf(d.noun) === seen.id)
    .sort((a, b) => b.area - a.area);
  return under[0]?.noun;
}

/** The head's upper-body groups and their classes; a tank top is left out (a sports bra read as trunks is one). */
const UPPER_BODY_GROUPS: ReadonlySet<string> = new Set(['tops', 'outerwear']);
const UPPER_BODY: ReadonlySet<string> = new Set([
  ...UPPER_BODY_GROUPS,
  ...CATEGORY_IDS.filter((id) => UPPER_BODY_GROUPS.has(CATEGORY_VOCABULARY[id].group) && id !== 'tank_top'),
]);
/**
 * The classifier's swimming trunks (its "board_shorts") at this share on a model shot or close-up: of the 68 training
 * photos of that kind that read so, 66 show briefs, shorts or trousers and 2 tank tops. A T-shirt or a jacket named
 * there is a top the head saw in a waistband (Magento's shorts cropped at the hips).
 */
const LOWER_BODY_LINE = 0.3;

/** A top named on a photo the classifier reads as worn below the waist is only "garment", for a person to check. */
function notATopOnLegs(facts: VisualFacts, subject: PixelSubject | undefined): PixelSubject | undefined {
  const worn = facts.imageType === 'model' || facts.imageType === 'detail';
  const legs = reading(facts, 'board_shorts') >= LOWER_BODY_LINE;
  const garment = nounById('clothing');
  return subject && garment && worn && legs && UPPER_BODY.has(subject.noun.id)
    ? { noun: garment, source: subject.source, p: Math.min(subject.p, UNCONFIRMED_FASHION) }
    : subject;
}

/**
 * `outsideHeadLine` and `oidLine` are the models' lines; the fitting tools try others. The Open Images detector's
 * product (oid-subject.ts) names what neither the head nor the classifier is sure of, before the classifier's
 * unconfirmed fashion word; its footwear comes after the head's confirmed guess, which names the shoe finely.
 */
export function pixelSubject(
  facts: VisualFacts,
  outsideHeadLine: number = GUESS_LINE.outsideHead,
  oidLine: number = OID_GATE.line,
): PixelSubject | undefined {
  return notATopOnLegs(facts, decidePixelSubject(facts, outsideHeadLine, oidLine));
}

function decidePixelSubject(facts: VisualFacts, outsideHeadLine: number, oidLine: number): PixelSubject | undefined {
  const head = fromHead(facts);
  if (head) {
    return head;
  }
  const seen = seenNoun(facts);
  const oid = oidSubject(facts, oidLine);
  if (seen && !seen.fashion) {
    if (oid && otherKind(oid.noun, seen.noun)) {
      // Two sure models disagree on what the product is: the detector, which found its box, is named (on the 4 such
      // photos of train/ and dev it was right: a camera read as a pencil sharpener, shoes as a steam iron), and a
      // person checks it.
      return { noun: oid.noun, source: 'seen', p: Math.min(oid.p, DISPUTED), oid: oid.label };
    }
    // The classifier sure only of a coarse word (furniture): a detection of that kind names it finely (a chair).
    const oidFiner = [oid, oidSubject(facts, oidLine, SAME_KIND_SHARE)].find((o) => o && kindOf(o.noun) === seen.id)?.noun;
    const finer = detectedUnder(facts, seen) ?? oidFiner;
    // The detector's "clock" on a watch face is the classifier's own noun, not a finer one: the strap decides.
    const noun = finer && finer.id !== seen.id ? finer : watchOrClock(facts, seen);
    return { noun: strappedClock(facts, noun) ?? noun, source: 'seen', p: seen.p };
  }
  // A round packshot the classifier reads as a ball is one, whatever fashion word it prefers (a helmet, a hat).
  const ball = ballOnDisc(facts, NOUN_GATE.gate);
  const ballNoun = ball ? nounById(ball.id) : undefined;
  if (ball && ballNoun) {
    return { noun: ballNoun, source: 'seen', p: ball.p };
  }
  const detected: PixelSubject | undefined = oid ? { noun: oid.noun, source: 'seen', p: oid.p, oid: oid.label } : undefined;
  if (detected && !oid?.fashion) {
    return detected;
  }
  return (seen && confirmedGuess(facts, seen, outsideHeadLine)) ?? detected ?? (seen && unconfirmedFashion(seen));
}
