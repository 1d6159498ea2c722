import type { NameSource } from '@alt-optimizer/contract';
import { attr, childrenOf, isElement, squash, type Element, type Node } from './html-tree.ts';

export interface AccessibleName {
  name: string;
  source: NameSource;
}

/**
 * The text content a reference or a link contributes to a name (accname 1.2, step 2F, simplified to what images
 * need): text nodes, and an embedded image's own alternative; hidden subtrees and scripts contribute nothing.
 */
export function textOf(node: Node, skip?: Element): string {
  if (node === skip) {
    return '';
  }
  if (!isElement(node)) {
    return node.nodeName === '#text' ? (node as { value: string }).value : '';
  }
  const tag = node.tagName;
  if (tag === 'script' || tag === 'style' || tag === 'template' || attr(node, 'aria-hidden') === 'true' || attr(node, 'hidden') !== null) {
    return '';
  }
  if (tag === 'img' || (tag === 'input' && attr(node, 'type')?.toLowerCase() === 'image')) {
    return ` ${nameOf(node).name} `;
  }
  const label = attr(node, 'aria-label');
  if (label && squash(label)) {
    return ` ${label} `;
  }
  return childrenOf(node)
    .map((child) => textOf(child, skip))
    .join(tag === 'br' ? ' ' : '');
}

/** Indexes id → element once per page, for aria-labelledby. */
export type IdIndex = ReadonlyMap<string, Element>;

/**
 * The text alternative of an image element as the accessibility tree computes it (HTML-AAM "img", "input
 * type=image", "area", "svg"; accname 1.2): aria-labelledby, then aria-label, then alt (or an SVG's <title>), then
 * title. An alt="" stops the walk with an empty name: the image is presentational and its title is not read.
 */
export function nameOf(element: Element, ids?: IdIndex): AccessibleName {
  const labelledBy = attr(element, 'aria-labelledby');
  if (labelledBy && ids) {
    const text = squash(
      labelledBy
        .split(/\s+/)
        .map((id) => ids.get(id))
        .filter((el): el is Element => el !== undefined)
        .map((el) => textOf(el))
        .join(' '),
    );
    if (text) {
      return { name: text, source: 'aria-labelledby' };
    }
  }
  const label = squash(attr(element, 'aria-label') ?? '');
  if (label) {
    return { name: label, source: 'aria-label' };
  }
  const tag = element.tagName;
  if (tag === 'img' || tag === 'area' || tag === 'input') {
    const alt = attr(element, 'alt');
    if (alt !== null) {
      return { name: squash(alt), source: 'alt' };
    }
  }
  if (tag === 'svg') {
    const title = element.childNodes.find((child) => isElement(child) && child.tagName === 'title');
    const text = title ? squash(textOf(title)) : '';
    if (text) {
      return { name: text, source: 'svg-title' };
    }
  }
  const title = squash(attr(element, 'title') ?? '');
  if (title) {
    return { name: title, source: 'title' };
  }
  return { name: '', source: 'none' };
}
