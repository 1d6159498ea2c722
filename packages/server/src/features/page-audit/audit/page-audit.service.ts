import { LIMITS, type AuditImage, type AuditPage, type AuditReport, type Language, type Words } from '@alt-optimizer/contract';
import type { AltEngine, AltJudgement, JudgeInput, VisualFacts } from '@alt-optimizer/engine';
import { AppError, formatMessage } from '../../../core/errors/index.ts';
import type { Logger } from '../../../core/logger.ts';
import type { ImageFetcher } from '../../../core/net/fetch-image.ts';
import { FETCH_MESSAGES } from '../../../core/net/fetch-messages.ts';
import type { PageFetcher } from '../../../core/net/fetch-page.ts';
import { AUDIT_ERRORS, PAGE_FAILURES, SUGGESTION_NOTES } from '../audit.messages.ts';
import { extractImages, type ExtractedPage, type PageImage } from '../page/extract-images.ts';
import { classifyImage, countsOf, criteriaOf, scoreOf } from '../report/criteria.ts';
import type { AuditStore } from './audit.store.ts';
import type { HostPacer } from './host-pacer.ts';
import { SiteReader, type HtmlPage } from './site-reader.ts';

export interface AuditDeps {
  pages: PageFetcher;
  images: ImageFetcher;
  pacer: HostPacer;
  engine: AltEngine;
  judge: (input: JudgeInput) => AltJudgement;
  store: AuditStore;
  logger: Logger;
}

export interface AuditRequestInput {
  url: string;
  maxPages: number;
  language: Language;
}

/** What the engine said about one picture (shared by every element showing it). */
type Described = { ok: true; altTag: string; decorative: boolean; facts: VisualFacts } | { ok: false; note: Words };

/**
 * Starts an audit: the start address (a page or a sitemap) is read now, so an address that is refused, hostile or
 * unreadable is answered at once with its reason (400); the pages and pictures are then read in the background.
 */
export async function startAudit(deps: AuditDeps, input: AuditRequestInput): Promise<AuditReport> {
  if (deps.store.running() >= LIMITS.auditsAtOnce) {
    throw new AppError(AUDIT_ERRORS.auditBusy, { seconds: 30 }, { retryAfterSeconds: 30 });
  }
  const url = input.url.trim();
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
    throw startFailed(PAGE_FAILURES.urlInvalid);
  }
  const reader = new SiteReader(deps.pages, deps.pacer);
  const start = await reader.readStart(url);
  if (!start.ok) {
    throw startFailed(start.words);
  }
  const urls = 'sitemap' in start ? start.sitemap.slice(0, input.maxPages) : [start.finalUrl];
  const report = deps.store.create({
    url,
    language: input.language,
    status: 'running',
    error: null,
    startedAt: new Date().toISOString(),
    finishedAt: null,
    progress: { pagesDone: 0, pagesTotal: urls.length, imagesDone: 0, imagesTotal: 0 },
    pagesLeftOut: 'sitemap' in start ? Math.max(0, start.sitemap.length - input.maxPages) : 0,
    pages: [],
    criteria: [],
    counts: countsOf([], 0),
    score: scoreOf([], []),
  });
  const first = 'html' in start ? start : null;
  runAudit(deps, report, reader, urls, first).catch((err: unknown) => {
    deps.logger.error({ err, auditId: report.id }, 'page audit failed');
    report.status = 'failed';
    report.error = { en: 'The audit stopped on an unexpected error.', fr: 'L’audit s’est arrêté sur une erreur inattendue.' };
    report.finishedAt = new Date().toISOString();
    deps.store.finished(report.id);
  });
  return report;
}

function startFailed(reason: Words): AppError {
  const def = AUDIT_ERRORS.auditStartFailed;
  return new AppError({ ...def, en: def.en.replace('{reason}', reason.en), fr: def.fr.replace('{reason}', reason.fr) });
}

interface ReadPage {
  url: string;
  read: HtmlPage | { ok: false; words: Words };
  extracted: ExtractedPage | null;
}

async function runAudit(deps: AuditDeps, report: AuditReport, reader: SiteReader, urls: string[], first: HtmlPage | null): Promise<void> {
  const pages: ReadPage[] = [];
  for (const url of urls) {
    const read = first && url === first.finalUrl ? first : await reader.readPage(url);
    pages.push({ url, read, extracted: read.ok ? extractImages(read.html, read.finalUrl) : null });
    report.progress.pagesDone += 1;
  }

  // Each picture is fetched and described once, however many elements show it, up to the audit's cap.
  const sources = new Map<string, { language: Language }>();
  for (const page of pages) {
    for (const image of page.extracted?.images ?? []) {
      if (image.src && !sources.has(image.src)) {
        sources.set(image.src, { language: languageOf(page.extracted!, report.language) });
      }
    }
  }
  const described = new Map<string, Described>();
  const queue = [...sources.entries()].slice(0, LIMITS.auditMaxImages);
  report.progress.imagesTotal = queue.length;
  const describeNext = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [src, context] = next;
      described.set(src, await describe(deps, reader, src, context));
      report.progress.imagesDone += 1;
    }
  };
  await Promise.all([describeNext(), describeNext()]);

  const sameAlt = altOwners(pages);
  report.pages = pages.map((page, index) => auditPage(deps, report.language, page, index + 1, described, sameAlt));
  const images = report.pages.flatMap((p) => p.images);
  report.criteria = criteriaOf(images);
  report.counts = countsOf(
    images,
    report.pages.reduce((n, p) => n + p.backgrounds.length, 0),
  );
  report.score = scoreOf(images, report.criteria);
  report.status = 'completed';
  report.finishedAt = new Date().toISOString();
  deps.store.finished(report.id);
}

function languageOf(page: ExtractedPage, fallback: Language): Language {
  return page.language === 'en' || page.language === 'fr' ? page.language : fallback;
}

async function describe(deps: AuditDeps, reader: SiteReader, src: string, context: { language: Language }): Promise<Described> {
  if (src.startsWith('data:')) {
    return { ok: false, note: SUGGESTION_NOTES.inline };
  }
  if (!(await reader.mayFetch(src))) {
    return { ok: false, note: SUGGESTION_NOTES.robots };
  }
  const fetched = await deps.images.fetch(src);
  if (!fetched.ok) {
    const words = FETCH_MESSAGES[fetched.reason];
    return { ok: false, note: { en: formatMessage(words.en, fetched.params), fr: formatMessage(words.fr, fetched.params) } };
  }
  const result = await deps.engine.analyze(fetched.bytes, { language: context.language, imageUrl: src });
  return { ok: true, altTag: result.altTag, decorative: result.decorative, facts: result.facts };
}

/** Text alternative (lower-cased) → the pictures it is written on, over the whole site. */
function altOwners(pages: ReadPage[]): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const image of page.extracted?.images ?? []) {
      if (image.name && !image.decorative) {
        const key = image.name.toLowerCase();
        const set = owners.get(key) ?? new Set<string>();
        set.add(image.src ?? image.snippet);
        owners.set(key, set);
      }
    }
  }
  return owners;
}

function fileNameOf(src: string | null): string | undefined {
  if (!src || src.startsWith('data:')) {
    return undefined;
  }
  return decodeURIComponent(new URL(src).pathname.split('/').pop() ?? '') || undefined;
}

function auditPage(
  deps: AuditDeps,
  fallback: Language,
  page: ReadPage,
  number: number,
  described: Map<string, Described>,
  sameAlt: Map<string, Set<string>>,
): AuditPage {
  const extracted = page.extracted;
  if (!page.read.ok || !extracted) {
    return {
      url: page.url,
      finalUrl: null,
      title: null,
      language: null,
      status: 'failed',
      error: page.read.ok ? null : page.read.words,
      images: [],
      backgrounds: [],
      truncated: false,
      criteria: criteriaOf([]),
      counts: countsOf([], 0),
      score: scoreOf([], []),
    };
  }
  const language = languageOf(extracted, fallback);
  const images = extracted.images.map((image, i) =>
    auditImage(deps, image, `p${number}-i${i + 1}`, language, extracted, described, sameAlt),
  );
  const criteria = criteriaOf(images);
  return {
    url: page.url,
    finalUrl: page.read.finalUrl,
    title: extracted.title,
    language: extracted.language,
    status: 'audited',
    error: null,
    images,
    backgrounds: extracted.backgrounds,
    truncated: extracted.truncated,
    criteria,
    counts: countsOf(images, extracted.backgrounds.length),
    score: scoreOf(images, criteria),
  };
}

function auditImage(
  deps: AuditDeps,
  image: PageImage,
  id: string,
  language: Language,
  page: ExtractedPage,
  described: Map<string, Described>,
  sameAlt: Map<string, Set<string>>,
): AuditImage {
  const seen = image.src ? described.get(image.src) : undefined;
  const functional = image.link !== null || image.kind === 'input-image' || image.kind === 'area';
  const facts = seen?.ok ? seen.facts : undefined;
  const alt = image.decorative ? (image.textOnDecorative ?? '') : image.name === '' && image.alt === null ? null : image.name;
  const judgement = deps.judge({
    alt,
    language,
    title: page.heading ?? page.title ?? undefined,
    facts,
    // A link, a button or a map area is never decorative: its text is what it does. Else the engine's reading when it
    // saw the picture, else the markup's word for it (unknown counts as informative).
    decorative: functional ? false : seen?.ok ? seen.decorative : image.decorative ? true : undefined,
    sameAltOnOtherImages: image.name !== '' && (sameAlt.get(image.name.toLowerCase())?.size ?? 0) > 1,
    fileName: fileNameOf(image.src),
  });
  const classified = classifyImage(image, judgement);
  let suggestionNote: Words | null = null;
  if (!image.src) {
    suggestionNote = SUGGESTION_NOTES.noBitmap;
  } else if (!seen) {
    suggestionNote = SUGGESTION_NOTES.overCap;
  } else if (!seen.ok) {
    suggestionNote = seen.note;
  } else if (functional && seen.altTag === '') {
    suggestionNote = SUGGESTION_NOTES.functional;
  }
  return {
    id,
    kind: image.kind,
    src: image.src,
    alt: image.alt,
    name: image.name,
    nameSource: image.nameSource,
    decorative: image.decorative,
    link: image.link,
    caption: image.caption,
    snippet: image.snippet,
    ...classified,
    suggestedAlt: seen?.ok && !(functional && seen.altTag === '') ? seen.altTag : null,
    suggestionNote,
  };
}
