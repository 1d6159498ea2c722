import { useT } from '../../i18n/index.ts';
import { LegalPage } from './legal-page.tsx';
import { termsMessages } from './terms.messages.ts';

export default function TermsPage() {
  const t = useT(termsMessages);
  return <LegalPage title={t.title} updated={t.updated} intro={t.intro} sections={t.sections} />;
}
