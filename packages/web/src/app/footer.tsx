import type { ReactNode } from 'react';
import { useLang, useT } from '../i18n/index.ts';
import { RouteLink } from '../routes/route-link.tsx';
import type { RouteId } from '../routes/paths.ts';
import { appMessages } from './app.messages.ts';

type Key = keyof (typeof appMessages)['en'];
type FooterLink = [RouteId, Key | ReactNode];

/** Spec section 2: the footer links; French adds the French-only pages. */
const PRODUCT: FooterLink[] = [
  ['features', 'navFeatures'],
  ['bulk', 'navBulk'],
  ['csv', 'navCsv'],
  ['ecommerce', 'navEcommerce'],
];
const RESOURCES: FooterLink[] = [
  ['api', 'navApi'],
  ['support', 'navSupport'],
];
const FRENCH_ONLY: FooterLink[] = [
  ['rgaa', 'navRgaa'],
  ['pricing', 'navPricing'],
  ['prestashop', 'PrestaShop'],
  ['woocommerce', 'WooCommerce'],
  ['shopify', 'Shopify'],
  ['blog', 'navBlog'],
];
const LEGAL: FooterLink[] = [
  ['privacy', 'navPrivacy'],
  ['terms', 'navTerms'],
];

export function Footer() {
  const t = useT(appMessages);
  const lang = useLang();
  const label = (text: Key | ReactNode) => (typeof text === 'string' && text in t ? t[text as Key] : text);
  const column = (title: string, links: FooterLink[]) => (
    <div className="footer-column">
      <h2 className="footer-heading">{title}</h2>
      <ul>
        {links.map(([id, text]) => (
          <li key={id}>
            <RouteLink to={id}>{label(text)}</RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t.footerNav} className="footer-grid">
          <div className="footer-column footer-about">
            <p className="footer-brand">Alt Optimizer</p>
            <p>{t.footerAbout}</p>
          </div>
          {column(t.footerProduct, PRODUCT)}
          {column(t.footerResources, lang === 'fr' ? [...RESOURCES, ...FRENCH_ONLY] : RESOURCES)}
          {column(t.footerLegal, LEGAL)}
        </nav>
        <p className="footer-copy">{t.copyright}</p>
      </div>
    </footer>
  );
}
