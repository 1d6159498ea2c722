import { Section } from '../../components/index.ts';
import { useLang, useT } from '../../i18n/index.ts';
import { homeMessages } from './home.messages.ts';
import { SHOWCASE } from './showcase.ts';

/** Real product photos with what a page says about them before (nothing: the file name) and after (our engine's alt). */
export function BeforeAfter() {
  const t = useT(homeMessages);
  const lang = useLang();
  return (
    <Section id="before-after" title={t.showcaseTitle} intro={t.showcaseIntro}>
      <ul className="showcase">
        {SHOWCASE.map((photo) => (
          <li key={photo.file} className="showcase-item">
            <img
              src={`/showcase/${photo.file}`}
              alt={photo.alt[lang]}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
            />
            <dl className="showcase-alts">
              <div className="showcase-before">
                <dt>{t.showcaseBefore}</dt>
                <dd>
                  {t.showcaseNoAlt} <code>{photo.file}</code>
                </dd>
              </div>
              <div className="showcase-after">
                <dt>{t.showcaseAfter}</dt>
                <dd>
                  <q>{photo.alt[lang]}</q>
                </dd>
              </div>
              <div className="showcase-context">
                <dt>{t.showcaseTitleLabel}</dt>
                <dd>{photo.title}</dd>
              </div>
            </dl>
            <p className="showcase-credit">{photo.credit}</p>
          </li>
        ))}
      </ul>
      <p className="showcase-note">
        {t.showcaseNote} <a href="#generator">{t.showcaseTry}</a>
      </p>
    </Section>
  );
}
