import { Section } from '../../components/index.ts';
import type { PageSeo } from '../../routes/route-types.ts';
import { FaqList, PageHero, Stats, TryFreeAndBack, TryFreeButton } from '../../components/page/page-parts.tsx';
import { rgaaContent as c } from './rgaa.content.ts';

export const seo: PageSeo = { faq: () => [...c.faq] };

export default function RgaaPage() {
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead}>
        <TryFreeButton />
      </PageHero>
      <Section id="contexte" title={c.contextTitle} tone="muted">
        <Stats items={c.context} />
      </Section>
      <div className="container page-narrow prose">
        {c.criteria.map((criterion) => (
          <section key={criterion.id} aria-labelledby={`critere-${criterion.id}`}>
            <h2 id={`critere-${criterion.id}`}>{criterion.title}</h2>
            {criterion.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              <strong>{c.exampleLabel}</strong>
            </p>
            <pre tabIndex={0} aria-label={`${c.exampleLabel} ${criterion.id}`}>
              <code>{criterion.example}</code>
            </pre>
          </section>
        ))}
        <section aria-labelledby="wcag">
          <h2 id="wcag">{c.wcagTitle}</h2>
          {c.wcag.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
        <section aria-labelledby="methode">
          <h2 id="methode">{c.methodTitle}</h2>
          <ol>
            {c.method.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <FaqList items={c.faq} title={c.faqTitle} />
        <TryFreeAndBack />
      </div>
    </>
  );
}
