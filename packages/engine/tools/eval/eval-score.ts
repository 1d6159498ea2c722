import type { Language } from '@alt-optimizer/contract';
import { coloursIn } from '../../src/compose/title-colours.ts';
import { categoryLexNoun, colourWord, findNouns, nounById, cocoNoun } from '../../src/compose/lexicon/index.ts';
import { passesHardRules, type RuleId } from '../../src/quality/check-alt.ts';
import type { AltResult } from '../../src/types.ts';
import { QUOTED_TEXT, summariseTrust, trustRow, type TrustRow } from './eval-trust.ts';
import { CATEGORY_HEAD_TRUTH, CATEGORY_NOUNS, labelColourFamilies, type Label } from './labels.ts';

export interface Scored {
  label: Label;
  result: AltResult;
  latencyMs: number;
}

function pct(a: number, b: number): number | null {
  return b === 0 ? null : Math.round((a / b) * 1000) / 10;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) {
    return 0;
  }
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] ?? 0);
}

function hasWord(alt: string, word: string): boolean {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
  return re.test(alt.toLowerCase().replace(/[’]/g, "'"));
}

/** Whether the alt names the noun in the alt's own language (an English name inside a French alt does not count). */
export function namesNoun(alt: string, id: string, lang: Language): boolean {
  // The composer names category-head predictions from the category vocabulary ("pull", "dress shoes").
  return [nounById(id) ?? cocoNoun(id), categoryLexNoun(id)].some((n) => {
    const forms = !n ? [] : lang === 'fr' ? [n.fr.sg, n.fr.pl] : [n.en.sg, n.en.pl, ...n.match];
    return forms.some((f) => hasWord(alt, f));
  });
}

/**
 * Product nouns in the alt that are not a correct name for this product (wrong claims). Words the merchant's
 * title contains ("Puma Cat Football") are the merchant's, not ours; colour words ("orange") are not nouns here.
 */
export function wrongNouns(alt: string, accepted: string[], title: string | null): string[] {
  const ok = new Set(accepted.flatMap((id) => [id, `coco:${id}`]));
  // A lexicon noun an accepted id's own words read as ("garment" for bottoms, "shoe" for shoes) is accepted too.
  for (const id of accepted) {
    const n = categoryLexNoun(id);
    for (const m of n ? findNouns(`${n.en.sg} / ${n.fr.sg}`) : []) {
      ok.add(m.noun.id);
    }
  }
  const fromTitle = new Set(title ? findNouns(title).map((m) => m.noun.id) : []);
  // The photo's text the alt quotes ("with the text Reebok Hoops") is read, not a product word.
  const said = alt.replace(QUOTED_TEXT, '');
  const lower = said.toLowerCase();
  return findNouns(said)
    .filter((m) => coloursIn(lower.slice(m.start, m.end)).length === 0)
    .map((m) => m.noun.id)
    .filter(
      (id) =>
        id !== 'person' &&
        !ok.has(id) &&
        !fromTitle.has(id) &&
        !accepted.some((a) => (nounById(a) ?? cocoNoun(a))?.en.sg === nounById(id)?.en.sg),
    );
}

const GARMENT_GROUPS = new Set(['tops', 'dresses_skirts', 'outerwear', 'bottoms', 'underwear_socks']);

export function scoreRun(rows: Scored[], mode: 'complete' | 'simple', lang: Language): Record<string, unknown> {
  const violations: Partial<Record<RuleId, number>> = {};
  let hardOk = 0;
  let allOk = 0;
  const colour = { n: 0, correct: 0 };
  const type = { n: 0, correct: 0, confusion: {} as Record<string, number> };
  const product = { n: 0, named: 0, wrong: 0, titled: 0, titledNamed: 0 };
  const trust: { label: Label; t: TrustRow }[] = [];
  const cat = { inVocab: 0, inVocabFine: 0, finePredicted: 0, fineCorrect: 0, groupPredicted: 0, groupCorrect: 0, oov: 0, oovLabelled: 0 };
  for (const { label, result } of rows) {
    const alt = result.altTag;
    // The engine's own verdict: checkAlt with the context the engine was given (the same rules as the product).
    for (const id of result.violations) {
      violations[id] = (violations[id] ?? 0) + 1;
    }
    hardOk += passesHardRules(result) ? 1 : 0;
    allOk += result.violations.length === 0 ? 1 : 0;
    if (label.set !== 'product') {
      trust.push({ label, t: trustRow(label, result, lang, false, mode) });
      if (result.facts.category) {
        cat.oovLabelled++;
      }
      cat.oov++;
      continue;
    }
    const families = labelColourFamilies(label.color);
    if (families.length > 0) {
      colour.n++;
      const said = coloursIn(alt).map((k) => colourWord(k)?.family);
      colour.correct += said.some((f) => f && families.includes(f)) ? 1 : 0;
    }
    if (label.imageType) {
      type.n++;
      type.correct += result.imageType === label.imageType ? 1 : 0;
      const key = `${label.imageType}->${result.imageType}`;
      type.confusion[key] = (type.confusion[key] ?? 0) + 1;
    }
    // A correct coarse noun ("garment" for trousers, "shoes" for heels) names the product too (issue 6 back-off).
    const group = CATEGORY_HEAD_TRUTH[label.category]?.group;
    // Any garment's true coarse noun is "garment" (issue 22's classifier names it when the fashion head refuses).
    const garment = group !== undefined && GARMENT_GROUPS.has(group);
    const accepted = [...(CATEGORY_NOUNS[label.category] ?? []), ...(group ? [group] : []), ...(garment ? ['clothing'] : [])];
    product.n++;
    const named = accepted.some((id) => namesNoun(alt, id, lang));
    product.named += named ? 1 : 0;
    // Titles that name a product type at all ("Thelia's "Oliver" does not): what issue 3's target is about.
    if (mode === 'complete' && label.title && findNouns(label.title).length > 0) {
      product.titled++;
      product.titledNamed += named ? 1 : 0;
    }
    const wrong = wrongNouns(alt, accepted, mode === 'complete' ? label.title : null).length > 0;
    product.wrong += wrong ? 1 : 0;
    trust.push({ label, t: trustRow(label, result, lang, wrong, mode) });
    const truth = CATEGORY_HEAD_TRUTH[label.category];
    const pred = result.facts.category;
    if (!truth) {
      cat.oov++;
      cat.oovLabelled += pred ? 1 : 0;
      continue;
    }
    cat.inVocab++;
    cat.inVocabFine += truth.fine ? 1 : 0;
    if (pred?.fine) {
      cat.finePredicted++;
      cat.fineCorrect += pred.fine === truth.fine ? 1 : 0;
    }
    if (pred) {
      cat.groupPredicted++;
      cat.groupCorrect += pred.group === truth.group ? 1 : 0;
    }
  }
  const lat = rows.map((r) => r.latencyMs).sort((a, b) => a - b);
  return {
    images: rows.length,
    ruleCompliance: { hardRulesPct: pct(hardOk, rows.length), allRulesPct: pct(allOk, rows.length), violations },
    colour: { n: colour.n, correct: colour.correct, accuracyPct: pct(colour.correct, colour.n) },
    imageType: { n: type.n, correct: type.correct, accuracyPct: pct(type.correct, type.n), confusion: type.confusion },
    productType: {
      n: product.n,
      named: product.named,
      namedPct: pct(product.named, product.n),
      titlesWithTypeWord: product.titled,
      namedWhenTitleHasTypePct: pct(product.titledNamed, product.titled),
      wrongWord: product.wrong,
      wrongWordPct: pct(product.wrong, product.n),
    },
    category: {
      inVocab: cat.inVocab,
      finePrecisionPct: pct(cat.fineCorrect, cat.finePredicted),
      fineCoveragePct: pct(cat.fineCorrect, cat.inVocabFine),
      coarsePrecisionPct: pct(cat.groupCorrect, cat.groupPredicted),
      coarseCoveragePct: pct(cat.groupCorrect, cat.inVocab),
      outOfVocab: cat.oov,
      falseLabelPct: pct(cat.oovLabelled, cat.oov),
    },
    latencyMs: {
      p50: percentile(lat, 50),
      p95: percentile(lat, 95),
      mean: Math.round(lat.reduce((a, b) => a + b, 0) / Math.max(1, lat.length)),
    },
    meanConfidence: Math.round((rows.reduce((a, r) => a + r.result.confidence, 0) / Math.max(1, rows.length)) * 100) / 100,
    decorative: rows.filter((r) => r.result.decorative).length,
    trust: summariseTrust(trust),
  };
}
