import { ButtonLink, Card, CardGrid, Section } from '../../components/index.ts';
import { pathFor } from '../../routes/paths.ts';
import type { PageSeo } from '../../routes/route-types.ts';
import { BackLink, FaqList, PageHero } from '../../components/page/page-parts.tsx';
import { pricingContent as c } from './pricing.content.ts';

export const seo: PageSeo = { faq: () => [...c.faq] };

export default function PricingPage() {
  return (
    <>
      <PageHero title={c.title} lead={c.lead} />
      <Section id="offres">
        <CardGrid columns={3}>
          {c.plans.map((plan) => (
            <Card key={plan.id} title={plan.name} headingLevel={2} highlighted={plan.id === 'pro'}>
              {plan.id === 'pro' ? <p className="badge">{c.popular}</p> : null}
              <p>
                <span className="price">{plan.price}</span> {c.perMonth}
              </p>
              <p>{plan.summary}</p>
              <h3 className="sr-only">{c.includedLabel}</h3>
              <ul>
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {plan.excluded.length > 0 ? (
                <>
                  <h3 className="sr-only">{c.excludedLabel}</h3>
                  <ul>
                    {plan.excluded.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {plan.contact ? (
                <a className="btn btn-secondary" href={c.contactHref}>
                  {plan.cta}
                </a>
              ) : (
                <ButtonLink to={pathFor('home', 'fr') ?? '/fr'} variant={plan.id === 'pro' ? 'primary' : 'secondary'}>
                  {plan.cta}
                </ButtonLink>
              )}
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id="remise" title={c.discountTitle} intro={c.discountText} tone="muted" />
      <div className="container page-narrow prose">
        <FaqList items={c.faq} title={c.faqTitle} />
        <BackLink />
      </div>
    </>
  );
}
