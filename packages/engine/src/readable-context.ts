import { decodeHTML } from 'entities';
import type { AltContext } from './types.ts';

/**
 * The merchant's words as a shopper reads them. Catalogue exports and store APIs often hand over HTML-escaped
 * text (Magento's "Mars HeatTech&trade; Pullover", "Rock &amp; Roll Tee"): unescaped, "&trade" reached the alt.
 */
export function readableContext(context: AltContext): AltContext {
  const read = (text: string | undefined): string | undefined => (text === undefined ? undefined : decodeHTML(text));
  return {
    ...context,
    title: read(context.title),
    description: read(context.description),
    keywords: context.keywords?.map((k) => decodeHTML(k)),
  };
}
