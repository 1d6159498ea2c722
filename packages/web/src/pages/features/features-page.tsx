import { Accessibility, Clock, Image, Link2, ShoppingCart, Sheet, TrendingUp } from 'lucide-react';
import { Card, CardGrid, Section } from '../../components/index.ts';
import { CardsSection, ClosingSection, Narrow } from '../../components/page/page-sections.tsx';
import { useLang, useT } from '../../i18n/index.ts';
import { RouteLink } from '../../routes/route-link.tsx';
import { PageHero, TryFreeButton } from '../../components/page/page-parts.tsx';
import { featuresFrenchOnly as fr, featuresMessages } from './features.messages.ts';

const PLATFORMS = [
  ['prestashop', 'PrestaShop'],
  ['woocommerce', 'WooCommerce'],
  ['shopify', 'Shopify'],
] as const;

/** Card icons, in the dictionaries' order. */
const WAY_ICONS = [Image, Sheet, Link2];
const WHY_ICONS = [Clock, TrendingUp, Accessibility, ShoppingCart];

/** /features and /fr/fonctionnalites: one component, the French page adds its three French-only sections. */
export default function FeaturesPage() {
  const t = useT(featuresMessages);
  const lang = useLang();
  return (
    <>
      <PageHero title={t.title} lead={t.lead} />
      <CardsSection id="ways" title={t.waysTitle} items={t.ways} icons={WAY_ICONS} />
      <CardsSection id="why" title={t.whyTitle} tone="muted" columns={4} items={t.why} icons={WHY_ICONS} />
      <CardsSection id="audiences" title={t.forTitle} columns={4} items={t.audiences} />
      {lang === 'fr' ? (
        <>
          <Section id="rgaa" title={fr.rgaaTitle} tone="muted">
            <Narrow>
              <p>{fr.rgaaText}</p>
              <RouteLink to="rgaa">{fr.rgaaLink}</RouteLink>
            </Narrow>
          </Section>
          <Section id="integrations" title={fr.integrationsTitle} intro={fr.integrationsText}>
            <CardGrid columns={3}>
              {PLATFORMS.map(([id, name]) => (
                <Card key={id} title={<RouteLink to={id}>{name}</RouteLink>} />
              ))}
            </CardGrid>
          </Section>
          <CardsSection id="use-cases" title={fr.useCasesTitle} tone="muted" items={fr.useCases} />
        </>
      ) : null}
      <ClosingSection id="get-started" title={t.ctaTitle} intro={t.ctaText} tone="brand">
        <TryFreeButton label={t.ctaButton} variant="secondary" />
      </ClosingSection>
    </>
  );
}
