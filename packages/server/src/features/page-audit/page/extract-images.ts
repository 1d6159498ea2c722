import { LIMITS, type AuditElementKind, type NameSource } from '@alt-optimizer/contract';
import { parse } from 'parse5';
import { nameOf, textOf, type IdIndex } from './accessible-name.ts';
import { ancestors, attr, openingTag, squash, walkElements, type Element } from './html-tree.ts';

/** One image element of a page, as the markup and the accessibility tree have it (nothing judged yet). */
export interface PageImage {
  kind: AuditElementKind;
  /** Absolute http(s) URL of the picture, or null (inline SVG, an area, a role="img" box without a background). */
  src: string | null;
  /** The alt attribute as written; null when absent. */
  alt: string | null;
  name: string;
  nameSource: NameSource;
  /** alt="", aria-hidden="true" (on it or an ancestor) or role="presentation"/"none". */
  decorative: boolean;
  /** Text a screen reader would still hear on an image marked decorative (title, aria-label…): RGAA 1.2 fails. */
  textOnDecorative: string | null;
  link: { href: string; otherText: string } | null;
  caption: string | null;
  snippet: string;
}

export interface PageBackground {
  url: string;
  snippet: string;
}

export interface ExtractedPage {
  title: string | null;
  /** <h1>'s text: an alt that only repeats it says little. */
  heading: string | null;
  /** <html lang>, primary subtag lower-cased ("fr"), or null. */
  language: string | null;
  images: PageImage[];
  backgrounds: PageBackground[];
  truncated: boolean;
}

const BACKGROUND_URL = /background(?:-image)?\s*:[^;}]*?url\(\s*(['"]?)([^'")]+)\1\s*\)/gi;

function absolute(raw: string | null, base: string): string | null {
  if (!raw || !raw.trim()) {
    return null;
  }
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'data:' ? url.href : null;
  } catch {
    return null;
  }
}

function backgroundUrls(css: string, base: string): string[] {
  const out: string[] = [];
  for (const match of css.matchAll(BACKGROUND_URL)) {
    const url = absolute(match[2]!, base);
    if (url) {
      out.push(url);
    }
  }
  return out;
}

function roleOf(element: Element): string {
  return (attr(element, 'role') ?? '').trim().toLowerCase().split(/\s+/)[0] ?? '';
}

function kindOf(element: Element): AuditElementKind | null {
  const tag = element.tagName;
  const role = roleOf(element);
  if (tag === 'img') {
    return 'img';
  }
  if (tag === 'input') {
    return attr(element, 'type')?.toLowerCase() === 'image' ? 'input-image' : null;
  }
  if (tag === 'area') {
    return 'area';
  }
  if (tag === 'svg') {
    return role === 'img' || role === 'graphics-document' ? 'svg' : null;
  }
  return role === 'img' ? 'role-img' : null;
}

function isHidden(element: Element): boolean {
  return [element, ...ancestors(element)].some((el) => attr(el, 'aria-hidden') === 'true');
}

/** The image's source: src (or the first srcset candidate), the input's src, a role="img" box's inline background. */
function sourceOf(element: Element, kind: AuditElementKind, base: string): string | null {
  if (kind === 'img' || kind === 'input-image') {
    const src = absolute(attr(element, 'src'), base);
    if (src) {
      return src;
    }
    const first = (attr(element, 'srcset') ?? '').split(',')[0]?.trim().split(/\s+/)[0] ?? null;
    return absolute(first, base);
  }
  if (kind === 'role-img') {
    return backgroundUrls(attr(element, 'style') ?? '', base)[0] ?? null;
  }
  return null;
}

/** The link the image is the content of (or an area's own href), with the link's text other than this image. */
function linkOf(element: Element, kind: AuditElementKind, base: string): PageImage['link'] {
  if (kind === 'area') {
    const href = absolute(attr(element, 'href'), base);
    return href ? { href, otherText: '' } : null;
  }
  const anchor = ancestors(element).find(
    (el) => (el.tagName === 'a' || el.tagName === 'button') && (el.tagName === 'button' || attr(el, 'href') !== null),
  );
  if (!anchor) {
    return null;
  }
  const label = squash(attr(anchor, 'aria-label') ?? '');
  const href = anchor.tagName === 'a' ? (absolute(attr(anchor, 'href'), base) ?? attr(anchor, 'href') ?? '') : '';
  return { href, otherText: label || squash(textOf(anchor, element)) };
}

function captionOf(element: Element): string | null {
  const figure = ancestors(element).find((el) => el.tagName === 'figure');
  const caption = figure?.childNodes.find((child): child is Element => 'tagName' in child && child.tagName === 'figcaption');
  const text = caption ? squash(textOf(caption)) : '';
  return text || null;
}

function spokenOnDecorative(element: Element, ids: IdIndex): string | null {
  for (const name of ['aria-labelledby', 'aria-label', 'title']) {
    if (attr(element, name)?.trim()) {
      const text = name === 'aria-labelledby' ? nameOf(element, ids).name : squash(attr(element, name)!);
      return text || null;
    }
  }
  return null;
}

/**
 * Every image of a page as a screen reader meets it (issue 25 item 3): <img>, <input type="image">, <area>,
 * <svg role="img"> and any role="img" element, each with its text alternative computed like the accessibility tree
 * (aria-labelledby, aria-label, alt, title), the link it sits in and its figure caption; CSS background images are
 * only listed. Pure: no network, no engine. `pageUrl` resolves relative URLs (a <base href> wins).
 */
export function extractImages(html: string, pageUrl: string): ExtractedPage {
  const document = parse(html);
  const elements = [...walkElements(document)];
  const ids = new Map<string, Element>();
  let base = pageUrl;
  let title: string | null = null;
  let heading: string | null = null;
  let language: string | null = null;
  for (const el of elements) {
    const id = attr(el, 'id');
    if (id && !ids.has(id)) {
      ids.set(id, el);
    }
    if (el.tagName === 'base' && attr(el, 'href') && base === pageUrl) {
      base = absolute(attr(el, 'href'), pageUrl) ?? pageUrl;
    } else if (el.tagName === 'title' && title === null && !ancestors(el).some((a) => a.tagName === 'svg')) {
      title = squash(textOf(el)) || null;
    } else if (el.tagName === 'h1' && heading === null) {
      heading = squash(textOf(el)) || null;
    } else if (el.tagName === 'html') {
      language = attr(el, 'lang')?.trim().toLowerCase().split('-')[0] || null;
    }
  }

  const images: PageImage[] = [];
  const backgrounds: PageBackground[] = [];
  let truncated = false;
  for (const el of elements) {
    const kind = kindOf(el);
    if (kind === null) {
      if (el.tagName === 'style') {
        const css = el.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
        for (const url of backgroundUrls(css, base)) {
          backgrounds.push({ url, snippet: '<style>' });
        }
      } else if (attr(el, 'style')) {
        for (const url of backgroundUrls(attr(el, 'style')!, base)) {
          backgrounds.push({ url, snippet: openingTag(el) });
        }
      }
      continue;
    }
    if (images.length >= LIMITS.auditMaxImagesPerPage) {
      truncated = true;
      continue;
    }
    const { name, source } = nameOf(el, ids);
    const alt = kind === 'img' || kind === 'area' || kind === 'input-image' ? attr(el, 'alt') : null;
    const role = roleOf(el);
    const decorative = isHidden(el) || role === 'presentation' || role === 'none' || (alt === '' && source === 'alt');
    images.push({
      kind,
      src: sourceOf(el, kind, base),
      alt,
      name: isHidden(el) ? '' : name,
      nameSource: isHidden(el) ? 'none' : source,
      decorative,
      textOnDecorative: decorative ? spokenOnDecorative(el, ids) : null,
      link: linkOf(el, kind, base),
      caption: captionOf(el),
      snippet: openingTag(el),
    });
  }
  return { title, heading, language, images, backgrounds, truncated };
}
