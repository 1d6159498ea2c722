import { LIMITS, type Words } from '@alt-optimizer/contract';
import { defineErrors } from '../../core/errors/index.ts';
import type { PageFetchFailure } from '../../core/net/fetch-page.ts';

/** French narrow no-break space, before : ; ! ? and inside « » (the web app's house rules, kept here too). */
const N = '\u202F';
const MB = (bytes: number) => bytes / (1024 * 1024);
const group = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** Why a page, a sitemap or the robots.txt of the audit could not be read, in both languages. `{code}`: HTTP status. */
export const PAGE_FAILURES = {
  urlInvalid: {
    en: 'Not a web address (it must start with http:// or https://)',
    fr: `Adresse web non valide (elle doit commencer par http:// ou https://)`,
  },
  addressBlocked: {
    en: 'Address not allowed: the audit reads public web pages only, never a private or local address',
    fr: `Adresse non autorisée${N}: l’audit ne lit que des pages web publiques, jamais une adresse privée ou locale`,
  },
  tooManyRedirects: { en: 'Too many redirects (more than 5)', fr: 'Trop de redirections (plus de 5)' },
  redirectLoop: { en: 'The address redirects in a loop', fr: 'L’adresse redirige en boucle' },
  tooLarge: {
    en: `Page too large (over ${MB(LIMITS.pageMaxBytes)} MB of HTML)`,
    fr: `Page trop volumineuse (plus de ${MB(LIMITS.pageMaxBytes)}${N}Mo de HTML)`,
  },
  timeout: {
    en: `The site did not answer within ${LIMITS.pageTimeoutMs / 1000} seconds`,
    fr: `Le site n’a pas répondu en ${LIMITS.pageTimeoutMs / 1000}${N}secondes`,
  },
  unreachable: { en: 'The site could not be reached', fr: 'Le site est injoignable' },
  notFound: { en: 'Page not found ({code})', fr: 'Page introuvable ({code})' },
  clientError: { en: 'The site refused the request ({code})', fr: 'Le site a refusé la demande ({code})' },
  serverError: { en: 'The site answered with an error ({code})', fr: 'Le site a répondu par une erreur ({code})' },
  notHtml: { en: 'Neither an HTML page nor a sitemap ({type})', fr: 'Ni une page HTML ni un plan de site ({type})' },
  robots: {
    en: 'The site’s robots.txt does not allow this address to be read',
    fr: 'Le fichier robots.txt du site n’autorise pas la lecture de cette adresse',
  },
  sitemapTooLarge: {
    en: `Sitemap too large (over ${MB(LIMITS.sitemapMaxBytes)} MB once unpacked)`,
    fr: `Plan de site trop volumineux (plus de ${MB(LIMITS.sitemapMaxBytes)}${N}Mo une fois décompressé)`,
  },
  sitemapTooManyUrls: {
    en: `The sitemap lists more than ${group(LIMITS.sitemapMaxUrls, ',')} addresses`,
    fr: `Le plan de site liste plus de ${group(LIMITS.sitemapMaxUrls, N)}${N}adresses`,
  },
  sitemapInvalid: { en: 'The sitemap is not readable XML', fr: 'Le plan de site n’est pas un XML lisible' },
  sitemapEmpty: { en: 'The sitemap lists no page of this site', fr: 'Le plan de site ne liste aucune page de ce site' },
} as const satisfies Record<PageFetchFailure | string, Words>;

export type PageFailure = keyof typeof PAGE_FAILURES;

/** Notes on a suggested alt that could not be written. */
export const SUGGESTION_NOTES = {
  noBitmap: {
    en: 'No picture file to describe (drawn in SVG or a map area)',
    fr: 'Pas de fichier image à décrire (dessin SVG ou zone de carte)',
  },
  overCap: {
    en: `Not described: an audit describes at most ${LIMITS.auditMaxImages} images`,
    fr: `Non décrite${N}: un audit décrit au plus ${LIMITS.auditMaxImages}${N}images`,
  },
  robots: { en: 'Not fetched: robots.txt does not allow it', fr: `Non téléchargée${N}: le fichier robots.txt ne l’autorise pas` },
  functional: {
    en: 'A link or a button: its text must say where it goes or what it does (the picture shows nothing to describe)',
    fr: `Un lien ou un bouton${N}: son texte doit dire où il mène ou ce qu’il fait (l’image ne montre rien à décrire)`,
  },
  inline: { en: 'Inline image (data: address): not described', fr: `Image intégrée (adresse data:)${N}: non décrite` },
} as const satisfies Record<string, Words>;

export const AUDIT_ERRORS = defineErrors({
  auditStartFailed: { status: 400, en: 'The audit could not start: {reason}', fr: `L’audit n’a pas pu démarrer${N}: {reason}` },
  auditNotFound: {
    status: 404,
    en: 'No audit with this id (an audit is kept for one hour)',
    fr: `Aucun audit avec cet identifiant (un audit est conservé une heure)`,
  },
  auditBusy: {
    status: 503,
    en: 'Too many audits are running. Please try again in {seconds} seconds.',
    fr: `Trop d’audits sont en cours. Veuillez réessayer dans {seconds}${N}secondes.`,
  },
  auditNotFinished: {
    status: 409,
    en: 'The audit is still running: its report is ready when it completes',
    fr: `L’audit est en cours${N}: son rapport sera prêt à la fin`,
  },
});
