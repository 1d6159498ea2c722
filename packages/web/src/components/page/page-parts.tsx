import type { ReactNode } from 'react';
import { ButtonLink } from '../button.tsx';
import { useLang, useT } from '../../i18n/index.ts';
import { RouteLink } from '../../routes/route-link.tsx';
import { pathFor } from '../../routes/paths.ts';
import type { FaqItem } from '../../routes/route-types.ts';
import { pagePartsMessages } from './page-parts.messages.ts';

/** Spec section 2: French pages link back to /fr; English pages link back to /. */
export function BackLink() {
  const t = useT(pagePartsMessages);
  return (
    <RouteLink to="home" className="back-link">
      {t.backHome}
    </RouteLink>
  );
}

/** The try-free call to action: always the home page (the tool) in the page's language. */
export function TryFreeButton({ label, variant = 'primary' }: { label?: string; variant?: 'primary' | 'secondary' }) {
  const t = useT(pagePartsMessages);
  const lang = useLang();
  return (
    <ButtonLink to={pathFor('home', lang) ?? '/'} size="lg" variant={variant}>
      {label ?? t.tryFree}
    </ButtonLink>
  );
}

/** The top of every marketing page: eyebrow, the page's h1, its lead, a row of buttons, then anything `below` them. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  below,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <div className="hero">
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children ? <div className="btn-row">{children}</div> : null}
        {below}
      </div>
    </div>
  );
}

/** Native <details> so questions open with keyboard and without JavaScript (prerendered pages). */
export function FaqList({ items, title }: { items: readonly FaqItem[]; title?: string }) {
  const t = useT(pagePartsMessages);
  return (
    <div className="faq">
      <h2>{title ?? t.faqTitle}</h2>
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

export function Stats({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <ul className="stats">
      {items.map((item) => (
        <li key={item.label} className="stat">
          <span className="stat-value">{item.value}</span> <span className="stat-label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The end of a long-read page: the try-free button, then the link back home. */
export function TryFreeAndBack() {
  return (
    <>
      <div className="btn-row">
        <TryFreeButton />
      </div>
      <BackLink />
    </>
  );
}
