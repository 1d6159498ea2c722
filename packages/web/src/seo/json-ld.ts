import type { RouteMeta } from '../routes/route-types.ts';
import type { PageModule, RoutePath } from '../routes/route-table.ts';
import { absoluteUrl, SITE_NAME } from './site.ts';

/**
 * schema.org objects for the kinds a route asks for. FAQ/HowTo/Article texts come from the page module
 * itself so the structured data always matches the visible copy.
 */
export function jsonLdFor(match: RoutePath, meta: RouteMeta, mod: PageModule): object[] {
  const { route, lang, path } = match;
  const url = absoluteUrl(path);
  /** Every object is a schema.org thing in the page's language; `[]` when the page has nothing of that kind. */
  const thing = (type: string, fields: object): object[] => [
    { '@context': 'https://schema.org', '@type': type, inLanguage: lang, ...fields },
  ];
  return (route.jsonLd ?? []).flatMap((kind): object[] => {
    switch (kind) {
      case 'software':
        return thing('SoftwareApplication', {
          name: SITE_NAME,
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Web',
          url,
          description: meta.description,
          offers: { '@type': 'Offer', price: '0', priceCurrency: lang === 'fr' ? 'EUR' : 'USD' },
        });
      case 'faq': {
        const faq = mod.seo?.faq?.(lang, route.id) ?? [];
        return faq.length === 0
          ? []
          : thing('FAQPage', {
              mainEntity: faq.map((item) => ({
                '@type': 'Question',
                name: item.question,
                acceptedAnswer: { '@type': 'Answer', text: item.answer },
              })),
            });
      }
      case 'howto': {
        const howTo = mod.seo?.howTo?.(lang, route.id);
        return howTo
          ? thing('HowTo', {
              name: howTo.name,
              step: howTo.steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, name: step.name, text: step.text })),
            })
          : [];
      }
      case 'article': {
        const article = mod.seo?.article?.(lang, route.id);
        return article
          ? thing('BlogPosting', {
              headline: article.headline,
              datePublished: article.datePublished,
              mainEntityOfPage: url,
              author: { '@type': 'Organization', name: SITE_NAME },
            })
          : [];
      }
    }
  });
}
