import {
  CRITERION_IDS,
  ELEMENT_KIND_WORDS,
  IMAGE_CHECK_WORDS,
  VERDICT_WORDS,
  type AuditImage,
  type AuditReport,
  type Language,
  type Words,
} from '@alt-optimizer/contract';

/** The CSV's columns, one header each in both languages. */
const COLUMNS: readonly Words[] = [
  { en: 'Page', fr: 'Page' },
  { en: 'Image', fr: 'Image' },
  { en: 'Element', fr: 'Élément' },
  { en: 'Picture URL', fr: 'URL de l’image' },
  { en: 'alt attribute', fr: 'Attribut alt' },
  { en: 'Text alternative heard', fr: 'Alternative textuelle entendue' },
  { en: 'Taken from', fr: 'Source' },
  { en: 'Marked decorative', fr: 'Marquée décorative' },
  { en: 'Link target', fr: 'Cible du lien' },
  { en: 'Figure caption', fr: 'Légende' },
  { en: 'Verdict', fr: 'Verdict' },
  { en: 'Reasons', fr: 'Raisons' },
  { en: 'To check by a person', fr: 'À vérifier par une personne' },
  { en: 'Suggested alt', fr: 'Alt proposé' },
  ...CRITERION_IDS.map((id) => ({
    en: id.replace('rgaa-', 'RGAA ').replace('wcag-', 'WCAG '),
    fr: id.replace('rgaa-', 'RGAA ').replace('wcag-', 'WCAG '),
  })),
];

const YES_NO = { yes: { en: 'yes', fr: 'oui' }, no: { en: 'no', fr: 'non' } } as const;
const ABSENT: Words = { en: '(absent)', fr: '(absent)' };
const PAGE_FAILED: Words = { en: `Page not audited`, fr: `Page non auditée` };

/**
 * A cell as text: quoted when it holds a separator, a quote or a line break; a value a spreadsheet would run as a
 * formula (= + - @ tab CR first) starts with a quote so it shows as written (OWASP CSV injection).
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function imageRow(pageUrl: string, image: AuditImage, lang: Language): string[] {
  return [
    pageUrl,
    image.id,
    ELEMENT_KIND_WORDS[image.kind][lang],
    image.src ?? '',
    image.alt ?? ABSENT[lang],
    image.name,
    image.nameSource,
    (image.decorative ? YES_NO.yes : YES_NO.no)[lang],
    image.link?.href ?? '',
    image.caption ?? '',
    VERDICT_WORDS[image.verdict][lang],
    image.reasons.map((r) => r[lang]).join(' | '),
    image.toCheck.map((r) => r[lang]).join(' | '),
    image.suggestedAlt ?? image.suggestionNote?.[lang] ?? '',
    ...CRITERION_IDS.map((id) => IMAGE_CHECK_WORDS[image.checks[id]][lang]),
  ];
}

/**
 * The audit as a CSV, one line per image (a page that could not be read gets one line saying why), in the report's
 * language: UTF-8 with a BOM and CRLF, so Excel opens the accents right.
 */
export function reportCsv(report: AuditReport, lang: Language): string {
  const rows: string[][] = [COLUMNS.map((c) => c[lang])];
  for (const page of report.pages) {
    if (page.status !== 'audited') {
      rows.push([page.url, '', '', '', '', '', '', '', '', '', PAGE_FAILED[lang], page.error?.[lang] ?? '', '', '', '', '', '', '']);
      continue;
    }
    for (const image of page.images) {
      rows.push(imageRow(page.finalUrl ?? page.url, image, lang));
    }
  }
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
