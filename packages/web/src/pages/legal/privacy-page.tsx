import { useT } from '../../i18n/index.ts';
import { LegalPage } from './legal-page.tsx';
import { privacyMessages } from './privacy.messages.ts';

export default function PrivacyPage() {
  const t = useT(privacyMessages);
  return <LegalPage title={t.title} updated={t.updated} intro={t.intro} sections={t.sections} />;
}
