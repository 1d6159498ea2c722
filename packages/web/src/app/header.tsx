import { useLang, useT } from '../i18n/index.ts';
import { RouteLink } from '../routes/route-link.tsx';
import { appMessages } from './app.messages.ts';
import { LanguageToggle } from './language-toggle.tsx';

export function Header({ subtitle }: { subtitle?: string }) {
  const t = useT(appMessages);
  const lang = useLang();
  return (
    <header className="site-header">
      <div className="container header-inner">
        <RouteLink to="home" className="logo">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span className="logo-text">
            Alt Optimizer<span className="sr-only"> – {t.logoAlt}</span>
          </span>
        </RouteLink>
        {subtitle ? <span className="header-subtitle">{subtitle}</span> : null}
        <nav aria-label={t.mainNav} className="header-nav">
          <ul>
            <li>
              <RouteLink to="features">{t.navFeatures}</RouteLink>
            </li>
            <li>
              <RouteLink to="csv">{t.navCsv}</RouteLink>
            </li>
            {lang === 'fr' ? (
              <li>
                <RouteLink to="pricing">{t.navPricing}</RouteLink>
              </li>
            ) : (
              <li>
                <RouteLink to="api">{t.navApi}</RouteLink>
              </li>
            )}
            <li>
              <RouteLink to="support">{t.navSupport}</RouteLink>
            </li>
          </ul>
        </nav>
        <LanguageToggle />
      </div>
    </header>
  );
}
