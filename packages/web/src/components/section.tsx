import { useId, type ReactNode } from 'react';

export interface SectionProps {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'brand';
  className?: string;
  children?: ReactNode;
}

/** A page band with an h2: each section is labelled by its heading for landmark navigation. */
export function Section({ id, title, intro, tone = 'plain', className, children }: SectionProps) {
  const autoId = useId();
  const headingId = id ? `${id}-title` : autoId;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`section section-${tone} ${className ?? ''}`.trim()}>
      <div className="container">
        {title ? (
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
        ) : null}
        {intro ? <p className="section-intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

export function CardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return <div className={`grid grid-${columns}`}>{children}</div>;
}
