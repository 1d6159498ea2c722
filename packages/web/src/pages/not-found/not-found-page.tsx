import { ButtonLink } from '../../components/index.ts';
import { useLang, useT } from '../../i18n/index.ts';
import { pathFor } from '../../routes/paths.ts';
import { notFoundMessages } from '../../seo/not-found.messages.ts';

export function NotFoundPage() {
  const t = useT(notFoundMessages);
  const lang = useLang();
  return (
    <div className="container page-narrow not-found">
      <h1>{t.title}</h1>
      <p className="lead">{t.text}</p>
      <ButtonLink to={pathFor('home', lang) ?? '/'} size="lg">
        {t.back}
      </ButtonLink>
    </div>
  );
}
