import {
  CRITERION_STATUS_WORDS,
  CRITERION_WORDS,
  MACHINE_LIMITS_WORDS,
  type AuditCounts,
  type AuditImage,
  type AuditReport,
  type AuditScore,
  type CriterionResult,
  type CriterionStatus,
  type Language,
} from '@alt-optimizer/contract';
import PDFDocument from 'pdfkit';
import { formatMessage } from '../../../core/errors/index.ts';
import { PDF_WORDS } from './report-words.ts';

type Doc = PDFKit.PDFDocument;

const MARGIN = 50;
const STATUS_COLOUR: Record<CriterionStatus, string> = {
  conforming: '#146c2e',
  not_conforming: '#b3261e',
  to_check: '#8a5300',
  not_applicable: '#555555',
};
/** Images named per page in each list of the PDF; the CSV has them all. */
const LIST_MAX = 12;

/**
 * The 14 standard PDF fonts speak Windows-1252 only: French spacing becomes a no-break space, and any other
 * character outside it a question mark, so the file never shows a wrong glyph.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfText(text: string): string {
  return [...text.replace(/[\u202F\u2009]/g, '\u00A0')]
    .map((ch) => ((ch.codePointAt(0)! <= 0xff && !/[\u0080-\u009F]/.test(ch)) || WIN_ANSI_EXTRA.has(ch) ? ch : '?'))
    .join('');
}

function heading(doc: Doc, text: string, size: number): void {
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(size)
    .fillColor('#111111')
    .text(pdfText(text), { width: doc.page.width - 2 * MARGIN });
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
}

function para(doc: Doc, text: string, options: PDFKit.Mixins.TextOptions = {}): void {
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#111111')
    .text(pdfText(text), { width: doc.page.width - 2 * MARGIN, ...options });
}

function criteriaTable(doc: Doc, criteria: readonly CriterionResult[], lang: Language): void {
  const w = PDF_WORDS;
  const x = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  for (const c of criteria) {
    if (doc.y > doc.page.height - 110) {
      doc.addPage();
    }
    const top = doc.y;
    const words = CRITERION_WORDS[c.id];
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text(pdfText(words.label[lang]), x, top, { width: 80 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(pdfText(words.question[lang]), x + 85, top, { width: width - 85 - 150 });
    const after = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(STATUS_COLOUR[c.status])
      .text(pdfText(CRITERION_STATUS_WORDS[c.status][lang]), x + width - 145, top, { width: 145 });
    const detail = `${c.failing.length} ${w.failing[lang]}, ${c.toCheck.length} ${w.toCheck[lang]} / ${c.applicable}`;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#333333')
      .text(pdfText(detail), x + width - 145, doc.y, { width: 145 });
    doc.x = x;
    doc.y = Math.max(after, doc.y) + 6;
    doc
      .moveTo(x, doc.y - 3)
      .lineTo(x + width, doc.y - 3)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  }
}

function summary(doc: Doc, counts: AuditCounts, score: AuditScore, lang: Language): void {
  const w = PDF_WORDS;
  const pct = (v: number | null) =>
    v === null ? w.notDecided[lang] : `${String(v).replace('.', lang === 'fr' ? ',' : '.')}${lang === 'fr' ? '\u00A0' : ' '}%`;
  doc.moveDown(0.4);
  para(doc, `${w.scoreImages[lang]}: ${pct(score.imagesPercent)}`.replace(':', lang === 'fr' ? '\u00A0:' : ':'));
  para(doc, `${w.scoreCriteria[lang]}: ${pct(score.criteriaPercent)}`.replace(':', lang === 'fr' ? '\u00A0:' : ':'));
  para(doc, formatMessage(w.counts[lang], { ...counts }));
}

function imageLine(image: AuditImage, lang: Language, notes: 'reasons' | 'toCheck'): string {
  const quote = (text: string) => (lang === 'fr' ? `«\u00A0${text}\u00A0»` : `“${text}”`);
  const said = image.name ? quote(image.name) : image.alt === '' ? 'alt=""' : PDF_WORDS.noName[lang];
  const list = (notes === 'reasons' ? image.reasons : image.toCheck).map((r) => r[lang]).join(' ');
  const colon = lang === 'fr' ? '\u00A0:' : ':';
  const suggestion = notes === 'reasons' && image.suggestedAlt ? ` ${PDF_WORDS.suggested[lang]}${colon} ${quote(image.suggestedAlt)}.` : '';
  return `${image.id} · ${image.snippet}\n${said} — ${list}${suggestion}`;
}

function imageList(doc: Doc, title: string, images: AuditImage[], lang: Language, notes: 'reasons' | 'toCheck'): void {
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).fillColor('#111111').text(pdfText(title));
  if (images.length === 0) {
    para(doc, PDF_WORDS.none[lang]);
    return;
  }
  for (const image of images.slice(0, LIST_MAX)) {
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('#222222')
      .text(pdfText(imageLine(image, lang, notes)), { width: doc.page.width - 2 * MARGIN });
    doc.moveDown(0.25);
  }
  if (images.length > LIST_MAX) {
    para(doc, formatMessage(PDF_WORDS.more[lang], { count: images.length - LIST_MAX }));
  }
}

/**
 * The printable report (A4, in the chosen language) a public body can attach to its accessibility statement: the
 * site's RGAA 1.1–1.3 and WCAG 1.1.1 results, scores and counts, what a machine cannot decide, then each page with
 * the images that decide its results. pdfkit with the standard fonts: no browser, no font file.
 */
export function reportPdf(report: AuditReport, lang: Language): Promise<Buffer> {
  const w = PDF_WORDS;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: lang === 'fr' ? 'fr-FR' : 'en-US',
    displayTitle: true,
    info: { Title: pdfText(`${w.title[lang]} — ${report.url}`), Author: 'Alt Optimizer', Subject: pdfText(w.subtitle[lang]) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text(pdfText(w.title[lang]));
  doc.font('Helvetica').fontSize(11).fillColor('#333333').text(pdfText(w.subtitle[lang]));
  doc.moveDown(0.6);
  const date = new Date(report.finishedAt ?? report.startedAt);
  const colon = lang === 'fr' ? '\u00A0: ' : ': ';
  para(doc, `${w.address[lang]}${colon}${report.url}`);
  para(doc, `${w.date[lang]}${colon}${date.toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' })}`);
  const audited = report.pages.filter((p) => p.status === 'audited').length;
  para(
    doc,
    `${w.pages[lang]}${colon}${audited} / ${report.pages.length}${report.pagesLeftOut ? ` (+${report.pagesLeftOut} ${w.leftOut[lang]})` : ''}`,
  );
  doc.moveDown(0.3);
  para(doc, w.tool[lang], { oblique: true });

  heading(doc, w.site[lang], 14);
  criteriaTable(doc, report.criteria, lang);
  summary(doc, report.counts, report.score, lang);

  heading(doc, w.machine[lang], 12);
  para(doc, MACHINE_LIMITS_WORDS[lang]);

  heading(doc, w.perPage[lang], 14);
  report.pages.forEach((page, index) => {
    if (doc.y > doc.page.height - 200) {
      doc.addPage();
    }
    heading(doc, `${index + 1}. ${page.title ?? page.url}`, 11);
    para(doc, page.finalUrl ?? page.url);
    if (page.status !== 'audited') {
      para(doc, `${w.pageFailed[lang]}${colon}${page.error?.[lang] ?? ''}`);
      return;
    }
    doc.moveDown(0.3);
    criteriaTable(doc, page.criteria, lang);
    summary(doc, page.counts, page.score, lang);
    const failing = page.images.filter((i) => Object.values(i.checks).includes('fail'));
    const toCheck = page.images.filter((i) => !Object.values(i.checks).includes('fail') && i.toCheck.length > 0);
    imageList(doc, w.failingImages[lang], failing, lang, 'reasons');
    imageList(doc, w.checkImages[lang], toCheck, lang, 'toCheck');
  });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const text = pdfText(formatMessage(w.pageOf[lang], { page: i + 1, pages: range.count }));
    // Written inside the bottom margin: lift the margin so pdfkit does not start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(text, MARGIN, doc.page.height - 35, { width: doc.page.width - 2 * MARGIN, align: 'right' });
  }
  doc.end();
  return done;
}
