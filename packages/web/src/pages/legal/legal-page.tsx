import { BackLink } from '../../components/page/page-parts.tsx';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** Shared layout of the privacy policy and the terms: title, last update, numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  return (
    <div className="container page-narrow prose">
      <h1>{title}</h1>
      <p className="meta-line">{updated}</p>
      <p className="lead">{intro}</p>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`legal-${index + 1}`}>
          <h2 id={`legal-${index + 1}`}>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <BackLink />
    </div>
  );
}
