import {
  CRITERION_IDS,
  type AuditCounts,
  type AuditImage,
  type AuditNote,
  type AuditScore,
  type AuditVerdict,
  type CriterionId,
  type CriterionResult,
  type CriterionStatus,
  type ImageCheckStatus,
} from '@alt-optimizer/contract';
import type { PageImage } from '../page/extract-images.ts';
import { AUDIT_NOTES } from './audit-notes.ts';

/** judgeAlt's answer for one image, reduced to what the report needs. */
export interface Judged {
  verdict: AuditVerdict;
  reasons: AuditNote[];
}

const ORDER: Record<AuditVerdict, number> = { keep: 0, improve: 1, replace: 2 };

function worst(a: AuditVerdict, b: AuditVerdict): AuditVerdict {
  return ORDER[a] >= ORDER[b] ? a : b;
}

function combine(statuses: ImageCheckStatus[]): ImageCheckStatus {
  if (statuses.includes('fail')) {
    return 'fail';
  }
  if (statuses.includes('to_check')) {
    return 'to_check';
  }
  return statuses.includes('pass') ? 'pass' : 'not_applicable';
}

/**
 * One image against RGAA 1.1 / 1.2 / 1.3 and WCAG 1.1.1, from its markup and its verdict. The machine decides only
 * what the markup proves (an alternative is missing, a decorative image still speaks, a link has no name, the verdict
 * says replace); whether an image is informative and whether its alternative is relevant is a person's call, so
 * those come out "to_check", never "pass".
 */
export function classifyImage(image: PageImage, judged: Judged): Pick<AuditImage, 'verdict' | 'reasons' | 'toCheck' | 'checks'> {
  const reasons = [...judged.reasons];
  const toCheck: AuditNote[] = [];
  let verdict = judged.verdict;
  const ids = new Set(judged.reasons.map((r) => r.id));
  const linkWithoutName = image.link !== null && image.name === '' && image.link.otherText === '';

  let c11: ImageCheckStatus;
  let c12: ImageCheckStatus;
  let c13: ImageCheckStatus;
  if (image.decorative) {
    c11 = linkWithoutName ? 'fail' : 'not_applicable';
    if (image.textOnDecorative) {
      c12 = 'fail';
      // Said more precisely than the verdict's "text on a decorative image": what is heard, and what to remove.
      reasons.splice(0, reasons.length, ...reasons.filter((r) => r.id !== 'text_on_decorative'));
      reasons.push(AUDIT_NOTES.decorativeSpoken(image.textOnDecorative));
      verdict = worst(verdict, 'improve');
    } else if (ids.has('empty_informative')) {
      c12 = 'to_check';
      toCheck.push(AUDIT_NOTES.reallyDecorative());
    } else {
      c12 = 'pass';
    }
    c13 = 'not_applicable';
  } else if (image.name === '') {
    c11 = 'fail';
    c12 = 'not_applicable';
    c13 = 'not_applicable';
    if (!ids.has('missing')) {
      reasons.push(AUDIT_NOTES.noName());
    }
    verdict = 'replace';
  } else {
    c11 = 'pass';
    c12 = ids.has('text_on_decorative') ? 'to_check' : 'not_applicable';
    if (c12 === 'to_check') {
      toCheck.push(AUDIT_NOTES.reallyInformative());
    }
    // "The picture looks decorative" is the engine's reading, and informative or decorative is a person's call: that
    // reason alone never fails 1.3.
    c13 = judged.verdict === 'replace' && !ids.has('text_on_decorative') ? 'fail' : 'to_check';
    if (c13 === 'to_check') {
      toCheck.push(AUDIT_NOTES.relevance());
    }
    if (image.link && image.link.otherText === '') {
      toCheck.push(AUDIT_NOTES.linkTarget(image.link.href));
    }
    if (image.caption) {
      toCheck.push(AUDIT_NOTES.caption(image.caption));
    }
  }
  if (linkWithoutName) {
    reasons.push(AUDIT_NOTES.linkNoName(image.link!.href));
    verdict = 'replace';
  }
  const checks: Record<CriterionId, ImageCheckStatus> = {
    'rgaa-1.1': c11,
    'rgaa-1.2': c12,
    'rgaa-1.3': c13,
    'wcag-1.1.1': combine([c11, c12, c13]),
  };
  return { verdict, reasons, toCheck, checks };
}

/** Each criterion over a set of images: not conforming when one fails, "to check" when one awaits a person. */
export function criteriaOf(images: readonly Pick<AuditImage, 'id' | 'checks'>[]): CriterionResult[] {
  return CRITERION_IDS.map((id) => {
    const failing = images.filter((i) => i.checks[id] === 'fail').map((i) => i.id);
    const toCheck = images.filter((i) => i.checks[id] === 'to_check').map((i) => i.id);
    const applicable = images.filter((i) => i.checks[id] !== 'not_applicable').length;
    const status: CriterionStatus =
      failing.length > 0 ? 'not_conforming' : toCheck.length > 0 ? 'to_check' : applicable > 0 ? 'conforming' : 'not_applicable';
    return { id, status, failing, toCheck, applicable };
  });
}

export function countsOf(images: readonly AuditImage[], backgrounds: number): AuditCounts {
  return {
    images: images.length,
    keep: images.filter((i) => i.verdict === 'keep').length,
    improve: images.filter((i) => i.verdict === 'improve').length,
    replace: images.filter((i) => i.verdict === 'replace').length,
    decorative: images.filter((i) => i.decorative).length,
    missing: images.filter((i) => !i.decorative && i.name === '').length,
    toCheck: images.filter((i) => i.toCheck.length > 0).length,
    backgrounds,
  };
}

function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((1000 * part) / whole) / 10;
}

/**
 * Two figures, both plain: the share of images the machine found nothing wrong with (verdict keep, no criterion
 * failed), and the RGAA conformance rate over criteria 1.1–1.3 (conforming ÷ conforming + not conforming; criteria
 * still "to check" count in neither, so the rate is of what is decided).
 */
export function scoreOf(images: readonly AuditImage[], criteria: readonly CriterionResult[]): AuditScore {
  const clean = images.filter((i) => i.verdict === 'keep' && !Object.values(i.checks).includes('fail')).length;
  const rgaa = criteria.filter((c) => c.id.startsWith('rgaa-'));
  const conforming = rgaa.filter((c) => c.status === 'conforming').length;
  const notConforming = rgaa.filter((c) => c.status === 'not_conforming').length;
  return { imagesPercent: percent(clean, images.length), criteriaPercent: percent(conforming, conforming + notConforming) };
}
