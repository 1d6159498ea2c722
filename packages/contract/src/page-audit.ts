import { z } from 'zod';
import { LANGUAGES, LIMITS } from './limits.ts';

/**
 * The page audit (issue 25 items 3–4): a page URL or a sitemap → every image of the pages with its text alternative
 * as the accessibility tree computes it, a verdict and a suggested alt, and the RGAA 1.1 / 1.2 / 1.3 and WCAG 1.1.1
 * report per page and per site. The web tool, the v1 API and the CLI read these shapes.
 */
export const AUDIT_ELEMENT_KINDS = ['img', 'input-image', 'area', 'svg', 'role-img'] as const;
export type AuditElementKind = (typeof AUDIT_ELEMENT_KINDS)[number];

/** Where the text alternative came from, in the accessible-name order (aria-labelledby first). */
export const NAME_SOURCES = ['aria-labelledby', 'aria-label', 'alt', 'svg-title', 'title', 'none'] as const;
export type NameSource = (typeof NAME_SOURCES)[number];

export const AUDIT_VERDICTS = ['keep', 'improve', 'replace'] as const;
export type AuditVerdict = (typeof AUDIT_VERDICTS)[number];

/** An image against one criterion: decided by the machine (pass, fail), a person's call (to_check), or not concerned. */
export const IMAGE_CHECK_STATUSES = ['pass', 'fail', 'to_check', 'not_applicable'] as const;
export type ImageCheckStatus = (typeof IMAGE_CHECK_STATUSES)[number];

export const CRITERION_STATUSES = ['conforming', 'not_conforming', 'to_check', 'not_applicable'] as const;
export type CriterionStatus = (typeof CRITERION_STATUSES)[number];

export const CRITERION_IDS = ['rgaa-1.1', 'rgaa-1.2', 'rgaa-1.3', 'wcag-1.1.1'] as const;
export type CriterionId = (typeof CRITERION_IDS)[number];

const words = z.object({ en: z.string(), fr: z.string() });
export type Words = z.infer<typeof words>;

/** A reason or a note about one image, with a stable id and its words in both languages. */
export const auditNoteSchema = words.extend({ id: z.string() });
export type AuditNote = z.infer<typeof auditNoteSchema>;

export const auditImageSchema = z.object({
  /** "p2-i7": page 2, image 7 in document order. */
  id: z.string(),
  kind: z.enum(AUDIT_ELEMENT_KINDS),
  /** Absolute image URL (null for an inline SVG, or an area whose image is its map's). */
  src: z.string().nullable(),
  /** The alt attribute as written: null when absent. */
  alt: z.string().nullable(),
  /** The text alternative a screen reader announces ("" when none). */
  name: z.string(),
  nameSource: z.enum(NAME_SOURCES),
  /** Marked decorative in the markup: alt="", aria-hidden="true" or role="presentation"/"none". */
  decorative: z.boolean(),
  /** The link the image sits in (or the area's own href), and the link's other text. */
  link: z.object({ href: z.string(), otherText: z.string() }).nullable(),
  /** The caption of the figure the image sits in. */
  caption: z.string().nullable(),
  /** The element's opening tag, shortened. */
  snippet: z.string(),
  verdict: z.enum(AUDIT_VERDICTS),
  reasons: z.array(auditNoteSchema),
  /** What a person must still decide about this image (relevance, where a link goes…). */
  toCheck: z.array(auditNoteSchema),
  suggestedAlt: z.string().nullable(),
  /** Why no alt was suggested (image unreachable, over the audit's image cap, no bitmap…). */
  suggestionNote: words.nullable(),
  checks: z.record(z.enum(CRITERION_IDS), z.enum(IMAGE_CHECK_STATUSES)),
});
export type AuditImage = z.infer<typeof auditImageSchema>;

export const criterionResultSchema = z.object({
  id: z.enum(CRITERION_IDS),
  status: z.enum(CRITERION_STATUSES),
  /** Images that make it not conforming, and the ones a person must look at. */
  failing: z.array(z.string()),
  toCheck: z.array(z.string()),
  /** Images the criterion concerns. */
  applicable: z.number().int(),
});
export type CriterionResult = z.infer<typeof criterionResultSchema>;

export const auditCountsSchema = z.object({
  images: z.number().int(),
  keep: z.number().int(),
  improve: z.number().int(),
  replace: z.number().int(),
  decorative: z.number().int(),
  missing: z.number().int(),
  toCheck: z.number().int(),
  backgrounds: z.number().int(),
});
export type AuditCounts = z.infer<typeof auditCountsSchema>;

export const auditScoreSchema = z.object({
  /** Images the machine found nothing wrong with ÷ images, in percent (null when the page has no image). */
  imagesPercent: z.number().nullable(),
  /** RGAA conformance rate: conforming ÷ (conforming + not conforming) criteria, in percent; null when none is decided. */
  criteriaPercent: z.number().nullable(),
});
export type AuditScore = z.infer<typeof auditScoreSchema>;

export const auditPageSchema = z.object({
  url: z.string(),
  finalUrl: z.string().nullable(),
  title: z.string().nullable(),
  language: z.string().nullable(),
  status: z.enum(['audited', 'failed', 'skipped']),
  error: words.nullable(),
  images: z.array(auditImageSchema),
  backgrounds: z.array(z.object({ url: z.string(), snippet: z.string() })),
  /** More images than LIMITS allow on one page: only the first ones are listed. */
  truncated: z.boolean(),
  criteria: z.array(criterionResultSchema),
  counts: auditCountsSchema,
  score: auditScoreSchema,
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_STATUSES = ['running', 'completed', 'failed'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const auditReportSchema = z.object({
  id: z.string(),
  url: z.string(),
  language: z.enum(LANGUAGES),
  status: z.enum(AUDIT_STATUSES),
  error: words.nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  progress: z.object({
    pagesDone: z.number().int(),
    pagesTotal: z.number().int(),
    imagesDone: z.number().int(),
    imagesTotal: z.number().int(),
  }),
  /** Pages the sitemap listed beyond maxPages (not audited). */
  pagesLeftOut: z.number().int(),
  pages: z.array(auditPageSchema),
  criteria: z.array(criterionResultSchema),
  counts: auditCountsSchema,
  score: auditScoreSchema,
});
export type AuditReport = z.infer<typeof auditReportSchema>;

/** POST /api/page-audits and /api/v1/page-audits. */
export const auditRequestSchema = z.object({
  url: z.string().min(1).max(2048),
  maxPages: z.number().int().min(1).max(LIMITS.auditMaxPagesCap).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type AuditRequest = z.infer<typeof auditRequestSchema>;

export const auditCreatedSchema = z.object({ success: z.literal(true), auditId: z.string() });
export type AuditCreated = z.infer<typeof auditCreatedSchema>;
