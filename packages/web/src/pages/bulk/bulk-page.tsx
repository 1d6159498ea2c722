import { Activity, FileSpreadsheet, Link2, ListChecks, PencilLine, Sheet, Tags, TextSearch } from 'lucide-react';
import { ButtonLink, Card, CardGrid, Section } from '../../components/index.ts';
import { useLang, useT } from '../../i18n/index.ts';
import { pathFor } from '../../routes/paths.ts';
import { PageHero, TryFreeButton } from '../../components/page/page-parts.tsx';
import { CardsSection, ClosingSection, Narrow } from '../../components/page/page-sections.tsx';
import { bulkMessages } from './bulk.messages.ts';

/** Icons of the feature cards, in the dictionaries' order. */
const FEATURE_ICONS = [FileSpreadsheet, Activity, TextSearch, Tags, ListChecks, PencilLine];

export default function BulkPage() {
  const t = useT(bulkMessages);
  const lang = useLang();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <TryFreeButton label={t.cta} />
        <ButtonLink to={pathFor('csv', lang) ?? '/'} variant="secondary" size="lg">
          {t.guide}
        </ButtonLink>
      </PageHero>
      <CardsSection id="features" title={t.featuresTitle} items={t.features} icons={FEATURE_ICONS} />
      <Section id="time-saved" title={t.tableTitle} intro={t.tableIntro} tone="muted">
        <Narrow className="table-scroll">
          <table>
            <caption>{t.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colImages}</th>
                <th scope="col">{t.colAlt}</th>
                <th scope="col">{t.colManual}</th>
              </tr>
            </thead>
            <tbody>
              {t.rows.map((row) => (
                <tr key={row.images}>
                  <th scope="row">{row.images}</th>
                  <td>{row.alt}</td>
                  <td>{row.manual}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t.tableNote}</p>
        </Narrow>
      </Section>
      <Section id="modes" title={t.modesTitle}>
        <CardGrid columns={2}>
          <Card title={t.completeTitle} icon={Sheet}>
            <p>{t.completeText}</p>
          </Card>
          <Card title={t.simpleTitle} icon={Link2}>
            <p>{t.simpleText}</p>
          </Card>
        </CardGrid>
      </Section>
      <ClosingSection id="start" title={t.ctaTitle} intro={t.ctaText} tone="brand">
        <TryFreeButton variant="secondary" />
      </ClosingSection>
    </>
  );
}
