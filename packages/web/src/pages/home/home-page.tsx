import { lazy, Suspense } from 'react';
import { Accessibility, Cpu, Eye, FileSpreadsheet, Languages, Search } from 'lucide-react';
import { ButtonLink } from '../../components/index.ts';
import { useLang, useT } from '../../i18n/index.ts';
import { pathFor } from '../../routes/paths.ts';
import { PageHero, Stats } from '../../components/page/page-parts.tsx';
import { CardsSection, FaqSection } from '../../components/page/page-sections.tsx';
import { BeforeAfter } from './before-after.tsx';
import { homeMessages } from './home.messages.ts';

/** Icons of the why-choose cards, in the dictionaries' order. */
const WHY_ICONS = [Eye, Cpu, Search, Accessibility, FileSpreadsheet, Languages];

// The tool is its own chunk: marketing pages never download it, and the home page can paint its hero first.
const ToolSection = lazy(() => import('../../features/tool/index.tsx').then((m) => ({ default: m.ToolSection })));

export default function HomePage() {
  const t = useT(homeMessages);
  const lang = useLang();
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.title}
        lead={t.lead}
        below={
          <section aria-label={t.statsLabel}>
            <Stats items={t.stats} />
          </section>
        }
      >
        <a href="#generator" className="btn btn-primary btn-lg">
          {t.cta}
        </a>
        <ButtonLink to={pathFor('csv', lang) ?? '/'} variant="secondary" size="lg">
          {t.ctaSecondary}
        </ButtonLink>
      </PageHero>
      <div id="generator">
        <Suspense fallback={null}>
          <ToolSection />
        </Suspense>
      </div>
      <CardsSection id="why" title={t.whyTitle} intro={t.whyIntro} tone="muted" items={t.why} icons={WHY_ICONS} />
      <BeforeAfter />
      <FaqSection items={t.faq} />
    </>
  );
}
