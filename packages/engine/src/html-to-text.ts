import { decodeHTML } from 'entities';

/**
 * Plain text from a product description. Shopify, WooCommerce and Magento hand over marketing HTML: scripts and
 * styles go, a block tag ends a sentence (a bullet list reads as sentences, not one run-on line), other tags become
 * spaces, and every HTML entity is decoded.
 */
export function htmlToText(html: string): string {
  const tagless = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(?:p|div|li|ul|ol|br|h[1-6]|tr|td)\b[^>]*>/gi, '. ')
    .replace(/<[^>]+>/g, ' ');
  return decodeHTML(tagless)
    .replace(/\s+/g, ' ')
    .replace(/(?:\s*\.\s*){2,}/g, '. ')
    .replace(/^[\s.]+/, '')
    .trim();
}
