import type { DefaultTreeAdapterMap } from 'parse5';

/** parse5's default tree, named once for the page-audit readers. */
export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
export type ParentNode = DefaultTreeAdapterMap['parentNode'];

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

export function attr(element: Element, name: string): string | null {
  const found = element.attrs.find((a) => a.name === name);
  return found ? found.value : null;
}

/** Children of an element, a `<template>`'s content excluded (it is not rendered). */
export function childrenOf(node: ParentNode): Node[] {
  return 'childNodes' in node ? node.childNodes : [];
}

/** Every element under `root` in document order (a `<template>`'s inert content is not walked). */
export function* walkElements(root: ParentNode): Generator<Element> {
  const stack: Node[] = [...childrenOf(root)].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) {
      continue;
    }
    yield node;
    stack.push(...[...node.childNodes].reverse());
  }
}

/** Collapses runs of white space and trims, as the accessible-name algorithm does with text. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function ancestors(element: Element): Element[] {
  const out: Element[] = [];
  let parent = element.parentNode;
  while (parent && 'tagName' in parent) {
    out.push(parent);
    parent = parent.parentNode;
  }
  return out;
}

/** The opening tag as written, each attribute value shortened, for a report line ("<img src=… alt=…>"). */
export function openingTag(element: Element, maxValue = 60): string {
  const parts = element.attrs
    .filter((a) => a.name !== 'srcset' && a.name !== 'sizes')
    .map((a) => {
      const value = a.value.length > maxValue ? `${a.value.slice(0, maxValue - 1)}…` : a.value;
      return `${a.name}="${value.replace(/"/g, '&quot;')}"`;
    });
  const tag = `<${element.tagName}${parts.length ? ` ${parts.join(' ')}` : ''}>`;
  return tag.length > 240 ? `${tag.slice(0, 239)}…` : tag;
}
