import { lazy, Suspense } from 'react';
import { ButtonLink, Card, CardGrid, Section } from '../../components/index.ts';
import { useLang, useT } from '../../i18n/index.ts';
import { pathFor } from '../../routes/route-table.ts';
import { Stats } from '../shared/page-parts.tsx';
import { homeMessages } from './home.messages.ts';

// The tool is its own chunk: marketing pages never download it, and the home page can paint its hero first.
const ToolSection = lazy(() => import('../../features/tool/index.tsx').then((m) => ({ default: m.ToolSection })));

export default function HomePage() {
  const t = useT(homeMessages);
  const lang = useLang();
  return (
    <>
      <div className="hero">
        <div className="container">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.title}</h1>
          <p className="lead">{t.lead}</p>
          <div className="btn-row">
            <a href="#generator" className="btn btn-primary btn-lg">
              {t.cta}
            </a>
            <ButtonLink to={pathFor('csv', lang) ?? '/'} variant="secondary" size="lg">
              {t.ctaSecondary}
            </ButtonLink>
          </div>
          <section aria-label={t.statsLabel}>
            <Stats items={t.stats} />
          </section>
        </div>
      </div>
      <div id="generator">
        <Suspense fallback={null}>
          <ToolSection />
        </Suspense>
      </div>
      <Section id="why" title={t.whyTitle} intro={t.whyIntro} tone="muted">
        <CardGrid columns={3}>
          {t.why.map((item) => (
            <Card key={item.title} icon={item.icon} title={item.title}>
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
