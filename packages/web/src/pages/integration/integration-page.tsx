import { Card, CardGrid, Section } from '../../components/index.ts';
import { RouteLink } from '../../routes/route-link.tsx';
import { useCurrentRoute } from '../../routes/route-context.tsx';
import type { PageSeo } from '../../routes/route-types.ts';
import { BackLink, PageHero, TryFreeButton } from '../../components/page/page-parts.tsx';
import { integrationCommon as c, PLATFORMS, type PlatformId } from './integration.content.ts';

function platformOf(routeId: string | undefined): PlatformId {
  return routeId === 'woocommerce' || routeId === 'shopify' ? routeId : 'prestashop';
}

export const seo: PageSeo = {
  howTo: (_lang, routeId) => {
    const p = PLATFORMS[platformOf(routeId)];
    return {
      name: c.howToName(p.name),
      steps: [...p.exportSteps, ...p.importSteps].map((text, i) => ({ name: `Étape ${i + 1}`, text })),
    };
  },
};

/** One page for the three platforms: the route being shown picks the copy. */
export default function IntegrationPage() {
  const id = platformOf(useCurrentRoute()?.id);
  const p = PLATFORMS[id];
  const others = (Object.keys(PLATFORMS) as PlatformId[]).filter((other) => other !== id);
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={`Textes alternatifs pour ${p.name}`} lead={p.lead}>
        <TryFreeButton />
      </PageHero>
      <div className="container page-narrow prose">
        <h2>{c.exportTitle}</h2>
        <ol>
          {p.exportSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <h2>{c.importTitle}</h2>
        <ol>
          {p.importSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p>
          <RouteLink to="csv">{c.templateLink}</RouteLink>
        </p>
        <h2>{c.tipTitle}</h2>
        <p>{p.tip}</p>
        <h2>{c.whyTitle}</h2>
        <ul>
          {c.why.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </div>
      <Section id="autres" title={c.otherTitle} tone="muted">
        <CardGrid columns={2}>
          {others.map((other) => (
            <Card key={other} title={<RouteLink to={other}>{PLATFORMS[other].name}</RouteLink>}>
              <p>{PLATFORMS[other].lead}</p>
            </Card>
          ))}
        </CardGrid>
        <BackLink />
      </Section>
    </>
  );
}
