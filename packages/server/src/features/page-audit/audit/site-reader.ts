import { LIMITS, type Words } from '@alt-optimizer/contract';
import { formatMessage } from '../../../core/errors/index.ts';
import type { FetchPageResult, PageFetcher } from '../../../core/net/fetch-page.ts';
import { PAGE_FAILURES, type PageFailure } from '../audit.messages.ts';
import { ALLOW_ALL, DISALLOW_ALL, readRobots, type RobotsRules } from '../page/robots.ts';
import { inflateCapped, isGzip, looksLikeSitemap, readSitemap } from '../page/sitemap.ts';
import type { HostPacer } from './host-pacer.ts';

const ROBOTS_MAX_BYTES = 512 * 1024;
/** How an over-large start address is named when its body never arrived: a sitemap by its name, else a page. */
const SITEMAP_NAME = /sitemap|\.xml(\.gz)?$|\.gz$/i;

export type ReadFailure = { ok: false; reason: PageFailure; words: Words };
export type HtmlPage = { ok: true; html: string; finalUrl: string };

export function failure(reason: PageFailure, params: Record<string, string> = {}): ReadFailure {
  const words = PAGE_FAILURES[reason];
  return { ok: false, reason, words: { en: formatMessage(words.en, params), fr: formatMessage(words.fr, params) } };
}

function fetchFailure(result: Extract<FetchPageResult, { ok: false }>): ReadFailure {
  return failure(result.reason, { code: String(result.status ?? '') });
}

const HTML_TYPE = /^(text\/html|application\/xhtml\+xml)\b/;

/**
 * Reads a site for one audit: robots.txt once per origin (RFC 9309: 4xx allows all, 5xx or no answer disallows
 * all), every request paced per host, pages as HTML and sitemaps as bounded XML (gzip inflated up to the cap).
 */
export class SiteReader {
  private readonly robots = new Map<string, Promise<RobotsRules>>();

  constructor(
    private readonly fetcher: PageFetcher,
    private readonly pacer: HostPacer,
  ) {}

  rulesFor(url: string): Promise<RobotsRules> {
    const origin = new URL(url).origin;
    let rules = this.robots.get(origin);
    if (!rules) {
      rules = this.loadRobots(origin);
      this.robots.set(origin, rules);
    }
    return rules;
  }

  /** Waits for the host's turn (robots.txt Crawl-delay included), when robots.txt allows the URL; false when not. */
  async mayFetch(url: string): Promise<boolean> {
    const rules = await this.rulesFor(url);
    if (!rules.allows(url)) {
      return false;
    }
    await this.pacer.wait(url, rules.crawlDelayMs);
    return true;
  }

  /** A page or a sitemap at `url`: HTML text, or the sitemap's URLs (an index's children read, one level deep). */
  async readStart(url: string): Promise<HtmlPage | { ok: true; sitemap: string[]; finalUrl: string } | ReadFailure> {
    if (!this.fetcher.allowedUrl(url)) {
      return failure(new URL(url).protocol.startsWith('http') ? 'addressBlocked' : 'urlInvalid');
    }
    if (!(await this.mayFetch(url))) {
      return failure('robots');
    }
    const result = await this.fetcher.fetch(url, LIMITS.sitemapMaxBytes, 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.5');
    if (!result.ok) {
      if (result.reason === 'tooLarge') {
        return failure(SITEMAP_NAME.test(url) ? 'sitemapTooLarge' : 'tooLarge');
      }
      return fetchFailure(result);
    }
    const body = this.sitemapBody(result.bytes);
    if (body === null) {
      return failure('sitemapTooLarge');
    }
    if (isGzip(result.bytes) || looksLikeSitemap(body)) {
      const urls = await this.sitemapUrls(body, result.finalUrl);
      return urls.ok ? { ok: true, sitemap: urls.urls, finalUrl: result.finalUrl } : urls;
    }
    if (!HTML_TYPE.test(result.contentType) && result.contentType !== '') {
      return failure('notHtml', { type: result.contentType.split(';')[0]! });
    }
    if (result.bytes.length > LIMITS.pageMaxBytes) {
      return failure('tooLarge');
    }
    return { ok: true, html: body, finalUrl: result.finalUrl };
  }

  /** One page of the audit as HTML. */
  async readPage(url: string): Promise<HtmlPage | ReadFailure> {
    if (!this.fetcher.allowedUrl(url)) {
      return failure('addressBlocked');
    }
    if (!(await this.mayFetch(url))) {
      return failure('robots');
    }
    const result = await this.fetcher.fetch(url, LIMITS.pageMaxBytes);
    if (!result.ok) {
      return fetchFailure(result);
    }
    if (!HTML_TYPE.test(result.contentType) && result.contentType !== '') {
      return failure('notHtml', { type: result.contentType.split(';')[0]! });
    }
    return { ok: true, html: result.bytes.toString('utf8'), finalUrl: result.finalUrl };
  }

  private sitemapBody(bytes: Buffer): string | null {
    if (isGzip(bytes)) {
      return inflateCapped(bytes)?.toString('utf8') ?? null;
    }
    return bytes.toString('utf8');
  }

  /** Page URLs of a sitemap on the sitemap's own host (sitemaps.org: a sitemap lists its own site's pages). */
  private async sitemapUrls(text: string, sitemapUrl: string): Promise<{ ok: true; urls: string[] } | ReadFailure> {
    const read = readSitemap(text);
    if (!read.ok) {
      return failure(read.reason);
    }
    const host = new URL(sitemapUrl).host;
    const sameHost = (u: string) => {
      try {
        return new URL(u).host === host;
      } catch {
        return false;
      }
    };
    let urls = read.urls.filter(sameHost);
    if (read.kind === 'index') {
      const pages: string[] = [];
      for (const child of urls.slice(0, LIMITS.sitemapMaxChildren)) {
        if (!(await this.mayFetch(child))) {
          continue;
        }
        const result = await this.fetcher.fetch(child, LIMITS.sitemapMaxBytes, 'application/xml,text/xml;q=0.9,*/*;q=0.5');
        if (!result.ok) {
          return result.reason === 'tooLarge' ? failure('sitemapTooLarge') : fetchFailure(result);
        }
        const body = this.sitemapBody(result.bytes);
        if (body === null) {
          return failure('sitemapTooLarge');
        }
        const inner = readSitemap(body, LIMITS.sitemapMaxUrls - pages.length);
        if (!inner.ok) {
          return failure(inner.reason);
        }
        // An index inside an index is not followed: one level, as the protocol describes.
        if (inner.kind === 'urlset') {
          pages.push(...inner.urls.filter(sameHost));
        }
      }
      urls = pages;
    }
    const unique = [...new Set(urls)];
    return unique.length === 0 ? failure('sitemapEmpty') : { ok: true, urls: unique };
  }

  private async loadRobots(origin: string): Promise<RobotsRules> {
    const url = `${origin}/robots.txt`;
    await this.pacer.wait(url);
    const result = await this.fetcher.fetch(url, ROBOTS_MAX_BYTES, 'text/plain,*/*;q=0.5');
    if (result.ok) {
      return readRobots(url, result.bytes.toString('utf8'));
    }
    // RFC 9309: a 5xx means "disallow all". A 4xx (and, after 5 hops, redirects) means no rules. An address that is
    // blocked or does not answer is left to the page's own fetch, whose failure says so in clearer words.
    return result.reason === 'serverError' ? DISALLOW_ALL : ALLOW_ALL;
  }
}
