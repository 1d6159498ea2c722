import { Menu, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { normalizePath, useLang, useT } from '../i18n/index.ts';
import { routeAt } from '../routes/paths.ts';
import { RouteLink } from '../routes/route-link.tsx';
import { appMessages } from './app.messages.ts';
import { LanguageToggle } from './language-toggle.tsx';
import { useDisclosure } from './use-disclosure.ts';
import './header.css';

const MENU_ID = 'site-menu';

export function Header({ subtitle }: { subtitle?: string }) {
  const t = useT(appMessages);
  const lang = useLang();
  const menu = useDisclosure();
  const Icon = menu.open ? X : Menu;
  const isAdmin = routeAt(normalizePath(useLocation().pathname))?.route.id === 'admin';
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
        {/* Phones only (CSS): the links fold behind this button so the header stays on one line. */}
        <button
          ref={menu.buttonRef}
          type="button"
          className="menu-button"
          aria-expanded={menu.open}
          aria-controls={MENU_ID}
          onClick={menu.toggle}
          data-testid="menu-button"
        >
          <Icon aria-hidden="true" focusable="false" size={20} />
          {t.menu}
        </button>
        {/* A followed link closes the menu at once, before the next page's chunk has loaded (a route change closes it too). */}
        <nav
          ref={menu.panelRef}
          id={MENU_ID}
          aria-label={t.mainNav}
          className={`header-nav${menu.open ? ' is-open' : ''}`}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) {
              menu.close();
            }
          }}
        >
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
        {/* The admin is French only (spec): its toggle would lead away from it to the English home page. */}
        {isAdmin ? null : <LanguageToggle />}
      </div>
    </header>
  );
}
