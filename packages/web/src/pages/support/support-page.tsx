import type { Language } from '@alt-optimizer/contract';
import { Mail, MessageCircle } from 'lucide-react';
import { Card, CardGrid, Section } from '../../components/index.ts';
import { useT } from '../../i18n/index.ts';
import { RouteLink } from '../../routes/route-link.tsx';
import type { PageSeo } from '../../routes/route-types.ts';
import { BackLink, PageHero, TryFreeButton } from '../../components/page/page-parts.tsx';
import { CenteredButtons, FaqSection } from '../../components/page/page-sections.tsx';
import { SUPPORT_EMAIL } from '../../seo/site.ts';
import { supportMessages } from './support.messages.ts';

export const seo: PageSeo = { faq: (lang: Language) => [...supportMessages[lang].faq] };

export default function SupportPage() {
  const t = useT(supportMessages);
  return (
    <>
      <PageHero title={t.title} lead={t.lead} />
      <Section id="contact" title={t.contactTitle}>
        <CardGrid columns={2}>
          <Card icon={Mail} title={t.emailTitle}>
            <p>{t.emailText}</p>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
            <p>
              <strong>{t.replyLabel}</strong> {t.reply}
            </p>
          </Card>
          <Card icon={MessageCircle} title={t.chatTitle}>
            <p>{t.chatText}</p>
            <p>
              <strong>{t.hoursLabel}</strong> {t.hours}
            </p>
            <p>
              <a className="btn btn-secondary" href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t.chatSubject)}`}>
                {t.chatCta}
              </a>
            </p>
          </Card>
        </CardGrid>
      </Section>
      <FaqSection items={t.faq} title={t.faqTitle} />
      <Section id="guides" title={t.moreTitle}>
        <CardGrid columns={2}>
          <Card title={<RouteLink to="csv">{t.csvLink}</RouteLink>}>
            <p>{t.csvText}</p>
          </Card>
          <Card title={<RouteLink to="api">{t.apiLink}</RouteLink>}>
            <p>{t.apiText}</p>
          </Card>
        </CardGrid>
        <CenteredButtons>
          <TryFreeButton />
        </CenteredButtons>
        <BackLink />
      </Section>
    </>
  );
}
