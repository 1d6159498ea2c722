import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { langFromPath, LangProvider, normalizePath, useT } from '../i18n/index.ts';
import { ToastProvider } from '../components/index.ts';
import { NotFoundPage } from '../pages/not-found/not-found-page.tsx';
import { loadedPage } from '../routes/page-cache.ts';
import { matchPath } from '../routes/route-table.ts';
import { appMessages } from './app.messages.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useNavigationEffects } from './navigation-effects.ts';
import { RoutePage } from './route-page.tsx';

function Loading() {
  const t = useT(appMessages);
  return (
    <p className="container page-loading" role="status">
      {t.loading}
    </p>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const path = normalizePath(pathname);
  const match = matchPath(path);
  const lang = match?.lang ?? langFromPath(path);
  return (
    <LangProvider lang={lang}>
      <Frame match={match} lang={lang} />
    </LangProvider>
  );
}

function Frame({ match, lang }: { match: ReturnType<typeof matchPath>; lang: 'en' | 'fr' }) {
  const t = useT(appMessages);
  useNavigationEffects(lang);
  return (
    <ToastProvider>
      <a href="#main" className="skip-link">
        {t.skipLink}
      </a>
      {/* Spec section 2: the features page's header carries the subtitle Features / Fonctionnalités. */}
      <Header subtitle={match?.route.id === 'features' ? t.navFeatures : undefined} />
      <main id="main" tabIndex={-1}>
        {!match ? (
          <NotFoundPage />
        ) : loadedPage(match.route) ? (
          // Already loaded (always true on the first paint): no Suspense boundary, because React outlines
          // large boundaries when prerendering, which would hide the page text behind a script.
          <RoutePage key={match.route.id} route={match.route} />
        ) : (
          <Suspense fallback={<Loading />}>
            <RoutePage key={match.route.id} route={match.route} />
          </Suspense>
        )}
      </main>
      <Footer />
    </ToastProvider>
  );
}

/** The whole site, inside a router chosen by the caller (BrowserRouter on the client, StaticRouter when prerendering). */
export function App() {
  return <Shell />;
}
