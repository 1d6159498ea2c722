import type { ReactNode } from 'react';
import { useLang, useT } from '../i18n/index.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { RouteLink } from '../routes/route-link.tsx';
import type { RouteId } from '../routes/paths.ts';
import { appMessages } from './app.messages.ts';

/** The dictionary's plain-text entries (link labels), not its functions. */
type Key = {
  [K in keyof (typeof appMessages)['en']]: (typeof appMessages)['en'][K] extends string ? K : never;
}[keyof (typeof appMessages)['en']];
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

/** Set by vite.config.ts at build time; absent in unit tests. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

export function Footer() {
  const t = useT(appMessages);
  // Not hard-coded: the prerendered HTML carries the build year, the browser then shows the current one.
  const year = useHydrated() ? new Date().getFullYear() : BUILD_YEAR;
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
        <p className="footer-copy">{t.copyright(year)}</p>
      </div>
    </footer>
  );
}
