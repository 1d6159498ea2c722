import { Package, Shirt, Sofa } from 'lucide-react';
import { ButtonLink, Card, CardGrid, Section } from '../../components/index.ts';
import { useLang, useT } from '../../i18n/index.ts';
import { pathFor } from '../../routes/paths.ts';
import { PageHero, Stats, TryFreeButton } from '../../components/page/page-parts.tsx';
import { CardsSection, ClosingSection } from '../../components/page/page-sections.tsx';
import { ecommerceMessages } from './ecommerce.messages.ts';

/** Icons of the image-type cards (packshot, model shot, lifestyle), in the dictionaries' order. */
const TYPE_ICONS = [Package, Shirt, Sofa];

export default function EcommercePage() {
  const t = useT(ecommerceMessages);
  const lang = useLang();
  const bulkLink = (
    <ButtonLink to={pathFor('bulk', lang) ?? '/'} variant="secondary" size="lg">
      {t.bulk}
    </ButtonLink>
  );
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <TryFreeButton label={t.cta} />
        {bulkLink}
      </PageHero>
      <CardsSection
        id="platforms"
        title={t.platformsTitle}
        intro={t.platformsIntro}
        columns={4}
        items={t.platforms.map((p) => ({ title: p.name, text: p.text }))}
      />
      <CardsSection id="benefits" title={t.benefitsTitle} tone="muted" columns={2} items={t.benefits} />
      <Section id="image-types" title={t.typesTitle} intro={t.typesIntro}>
        <CardGrid columns={3}>
          {t.types.map((type, i) => (
            <Card key={type.title} icon={TYPE_ICONS[i]} title={type.title}>
              <p>{type.text}</p>
              <p>
                <strong>{t.exampleLabel}</strong> <q>{type.example}</q>
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="roi" title={t.roiTitle} intro={t.roiIntro} tone="muted">
        <Stats items={t.roi} />
      </Section>
      <ClosingSection id="start" title={t.ctaTitle} intro={t.ctaText}>
        <TryFreeButton />
        {bulkLink}
      </ClosingSection>
    </>
  );
}
