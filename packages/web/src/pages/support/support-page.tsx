import type { Language } from '@alt-optimizer/contract';
import { Card, CardGrid, Section } from '../../components/index.ts';
import { useT } from '../../i18n/index.ts';
import { RouteLink } from '../../routes/route-link.tsx';
import type { PageSeo } from '../../routes/route-types.ts';
import { BackLink, FaqList, TryFreeButton } from '../shared/page-parts.tsx';
import { SUPPORT_EMAIL, supportMessages } from './support.messages.ts';

export const seo: PageSeo = { faq: (lang: Language) => [...supportMessages[lang].faq] };

export default function SupportPage() {
  const t = useT(supportMessages);
  return (
    <>
      <div className="hero">
        <div className="container">
          <h1>{t.title}</h1>
          <p className="lead">{t.lead}</p>
        </div>
      </div>
      <Section id="contact" title={t.contactTitle}>
        <CardGrid columns={2}>
          <Card icon="✉️" title={t.emailTitle}>
            <p>{t.emailText}</p>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
            <p>
              <strong>{t.replyLabel}</strong> {t.reply}
            </p>
          </Card>
          <Card icon="💬" title={t.chatTitle}>
            <p>{t.chatText}</p>
            <p>
              <strong>{t.hoursLabel}</strong> {t.hours}
            </p>
          </Card>
        </CardGrid>
      </Section>
      <Section id="faq" tone="muted">
        <div className="page-narrow" style={{ marginInline: 'auto' }}>
          <FaqList items={t.faq} title={t.faqTitle} />
        </div>
      </Section>
      <Section id="guides" title={t.moreTitle}>
        <CardGrid columns={2}>
          <Card title={<RouteLink to="csv">{t.csvLink}</RouteLink>}>
            <p>{t.csvText}</p>
          </Card>
          <Card title={<RouteLink to="api">{t.apiLink}</RouteLink>}>
            <p>{t.apiText}</p>
          </Card>
        </CardGrid>
        <div className="btn-row" style={{ justifyContent: 'center' }}>
          <TryFreeButton />
        </div>
        <BackLink />
      </Section>
    </>
  );
}
