import type { PageSeo } from '../../routes/route-types.ts';
import { BackLink, TryFreeButton } from '../../components/page/page-parts.tsx';
import { ClosingSection } from '../../components/page/page-sections.tsx';
import { blogContent as c } from './blog.content.ts';

export const seo: PageSeo = { article: () => ({ headline: c.title, datePublished: c.dateIso }) };

export default function BlogPage() {
  return (
    <>
      <article className="container page-narrow prose">
        <BackLink />
        <p className="meta-line">
          <span className="badge">{c.category}</span> · <time dateTime={c.dateIso}>{c.dateLabel}</time> · {c.readingTime}
        </p>
        <h1>{c.title}</h1>
        <p className="lead">{c.lead}</p>
        {c.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </article>
      <ClosingSection id="essai" title={c.ctaTitle} intro={c.ctaText} tone="brand">
        <TryFreeButton label={c.ctaButton} variant="secondary" />
      </ClosingSection>
    </>
  );
}
