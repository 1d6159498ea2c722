import type { Language } from '@alt-optimizer/contract';
import { ButtonLink, Section } from '../../components/index.ts';
import { useLang, useT } from '../../i18n/index.ts';
import { pathFor } from '../../routes/paths.ts';
import type { PageSeo } from '../../routes/route-types.ts';
import { BackLink, PageHero } from '../../components/page/page-parts.tsx';
import { CardsSection, CenteredButtons, FaqSection, TextCards } from '../../components/page/page-sections.tsx';
import { csvMessages } from './csv.messages.ts';
import { TemplateButton } from './template-button.tsx';

/** Structured data from the same dictionary as the visible text (HowTo + FAQ, spec section 2). */
export const seo: PageSeo = {
  faq: (lang: Language) => [...csvMessages[lang].faq],
  howTo: (lang: Language) => ({ name: csvMessages[lang].howToName, steps: [...csvMessages[lang].steps] }),
};

export default function CsvPage() {
  const t = useT(csvMessages);
  const lang = useLang();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <TemplateButton kind="complete" />
        <TemplateButton kind="simple" variant="secondary" />
      </PageHero>
      <Section id="steps" title={t.stepsTitle}>
        <ol className="steps">
          {t.steps.map((step) => (
            <li key={step.name}>
              <h3>{step.name}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <CenteredButtons>
          <ButtonLink to={pathFor('home', lang) ?? '/'} size="lg">
            {t.backToTool}
          </ButtonLink>
        </CenteredButtons>
      </Section>
      <Section id="formats" title={t.formatsTitle} intro={t.formatsNote} tone="muted">
        <TextCards items={t.formats.map((f) => ({ title: f.name, text: f.text }))} />
        <h3 style={{ marginTop: '2rem' }}>{t.columnsTitle}</h3>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t.colName}</th>
                <th scope="col">{t.colRequired}</th>
                <th scope="col">{t.colUse}</th>
              </tr>
            </thead>
            <tbody>
              {t.columns.map((c) => (
                <tr key={c.name}>
                  <th scope="row">
                    <code>{c.name}</code>
                  </th>
                  <td>{c.required}</td>
                  <td>{c.use}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <CardsSection id="use-cases" title={t.useCasesTitle} columns={4} items={t.useCases} />
      <FaqSection items={t.faq}>
        <BackLink />
      </FaqSection>
    </>
  );
}
