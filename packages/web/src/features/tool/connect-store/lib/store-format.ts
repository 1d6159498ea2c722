import type { Connection, Language } from '@alt-optimizer/contract';

/** What names a store for people: the name its API gave, else the label, else its address. */
export function storeName(connection: Pick<Connection, 'storeName' | 'label' | 'storeUrl'>): string {
  return connection.storeName?.trim() || connection.label.trim() || connection.storeUrl;
}

/** A date and time in the page's language (history, last test), e.g. "Nov 23, 2026, 4:31 PM" / « 23 nov. 2026, 16:31 ». */
export function formatDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
