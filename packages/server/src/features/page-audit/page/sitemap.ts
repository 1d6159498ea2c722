import { gunzipSync } from 'node:zlib';
import { LIMITS } from '@alt-optimizer/contract';
import { SaxesParser } from 'saxes';

export type SitemapRead =
  | { ok: true; kind: 'urlset' | 'index'; urls: string[] }
  | { ok: false; reason: 'sitemapTooLarge' | 'sitemapTooManyUrls' | 'sitemapInvalid' };

const GZIP = [0x1f, 0x8b];

export function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === GZIP[0] && bytes[1] === GZIP[1];
}

/** Inflates a .xml.gz sitemap, never past `maxBytes` (a gzip bomb stops there); null when it would go further. */
export function inflateCapped(bytes: Uint8Array, maxBytes: number = LIMITS.sitemapMaxBytes): Buffer | null {
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}

/** True when the text is a sitemap (urlset or sitemap index) rather than an HTML page: its first element says. */
export function looksLikeSitemap(text: string): boolean {
  const head = text.slice(0, 2048).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(\w+:)?(urlset|sitemapindex)[\s>]/i.test(head);
}

/**
 * The URLs of a sitemap (sitemaps.org 0.9): the <loc> of each <url>, or of each <sitemap> of an index. Streams the
 * XML (saxes: no DTD, no entity expansion beyond the five predefined ones, so no billion-laughs) and stops with an
 * error at LIMITS.sitemapMaxUrls; only http(s) URLs are kept.
 */
export function readSitemap(text: string, maxUrls: number = LIMITS.sitemapMaxUrls): SitemapRead {
  const parser = new SaxesParser({ xmlns: false });
  const urls: string[] = [];
  let root: string | null = null;
  let inLoc = false;
  let loc = '';
  let tooMany = false;
  parser.on('opentag', (tag) => {
    const local = tag.name.replace(/^\w+:/, '');
    root ??= local;
    if (local === 'loc') {
      inLoc = true;
      loc = '';
    }
  });
  parser.on('text', (text) => {
    if (inLoc) {
      loc += text;
    }
  });
  parser.on('cdata', (text) => {
    if (inLoc) {
      loc += text;
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.name.replace(/^\w+:/, '') !== 'loc') {
      return;
    }
    inLoc = false;
    const value = loc.trim();
    if (/^https?:\/\//i.test(value)) {
      if (urls.length >= maxUrls) {
        tooMany = true;
        throw new Error('too many URLs');
      }
      urls.push(value);
    }
  });
  try {
    parser.write(text).close();
  } catch {
    if (tooMany) {
      return { ok: false, reason: 'sitemapTooManyUrls' };
    }
    return { ok: false, reason: 'sitemapInvalid' };
  }
  if (root !== 'urlset' && root !== 'sitemapindex') {
    return { ok: false, reason: 'sitemapInvalid' };
  }
  return { ok: true, kind: root === 'urlset' ? 'urlset' : 'index', urls };
}
