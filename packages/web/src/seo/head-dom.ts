import type { HeadData } from './head-data.ts';
import { headHtml } from './head-html.ts';

/**
 * After a client-side navigation, swap the managed head tags for the new page's. Reusing headHtml keeps
 * the DOM identical to what a fresh load of that URL would serve.
 */
export function applyHead(head: HeadData, doc: Document = document): void {
  doc.documentElement.lang = head.lang;
  doc.title = head.title;
  doc.head.querySelectorAll('[data-head]').forEach((node) => node.remove());
  const template = doc.createElement('template');
  template.innerHTML = headHtml(head);
  template.content.querySelectorAll('[data-head]').forEach((node) => doc.head.appendChild(node));
}
