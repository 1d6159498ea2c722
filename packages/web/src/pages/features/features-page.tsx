import { Accessibility, Clock, Image, Link2, ShoppingCart, Sheet, TrendingUp } from 'lucide-react';
import { Card, CardGrid, Section } from '../../components/index.ts';
import { useLang, useT } from '../../i18n/index.ts';
import { RouteLink } from '../../routes/route-link.tsx';
import { BackLink, PageHero, TryFreeButton } from '../../components/page/page-parts.tsx';
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
      <Section id="ways" title={t.waysTitle}>
        <CardGrid columns={3}>
          {t.ways.map((w, i) => (
            <Card key={w.title} icon={WAY_ICONS[i]} title={w.title}>
              <p>{w.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="why" title={t.whyTitle} tone="muted">
        <CardGrid columns={4}>
          {t.why.map((w, i) => (
            <Card key={w.title} icon={WHY_ICONS[i]} title={w.title}>
              <p>{w.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="audiences" title={t.forTitle}>
        <CardGrid columns={4}>
          {t.audiences.map((a) => (
            <Card key={a.title} title={a.title}>
              <p>{a.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      {lang === 'fr' ? (
        <>
          <Section id="rgaa" title={fr.rgaaTitle} tone="muted">
            <div className="page-narrow" style={{ marginInline: 'auto' }}>
              <p>{fr.rgaaText}</p>
              <RouteLink to="rgaa">{fr.rgaaLink}</RouteLink>
            </div>
          </Section>
          <Section id="integrations" title={fr.integrationsTitle} intro={fr.integrationsText}>
            <CardGrid columns={3}>
              {PLATFORMS.map(([id, name]) => (
                <Card key={id} title={<RouteLink to={id}>{name}</RouteLink>} />
              ))}
            </CardGrid>
          </Section>
          <Section id="use-cases" title={fr.useCasesTitle} tone="muted">
            <CardGrid columns={3}>
              {fr.useCases.map((u) => (
                <Card key={u.title} title={u.title}>
                  <p>{u.text}</p>
                </Card>
              ))}
            </CardGrid>
          </Section>
        </>
      ) : null}
      <Section id="get-started" title={t.ctaTitle} intro={t.ctaText} tone="brand">
        <div className="btn-row" style={{ justifyContent: 'center' }}>
          <TryFreeButton label={t.ctaButton} variant="secondary" />
        </div>
        <BackLink />
      </Section>
    </>
  );
}
