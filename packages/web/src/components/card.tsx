import type { ElementType, ReactNode } from 'react';

interface CardProps {
  title?: ReactNode;
  /** Heading level of the title so each page keeps a correct outline. */
  headingLevel?: 2 | 3 | 4;
  icon?: string;
  highlighted?: boolean;
  className?: string;
  children?: ReactNode;
}

export function Card({ title, headingLevel = 3, icon, highlighted, className, children }: CardProps) {
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <div className={['card', highlighted ? 'card-highlighted' : '', className ?? ''].filter(Boolean).join(' ')}>
      {icon ? (
        <span className="card-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {title ? <Heading className="card-title">{title}</Heading> : null}
      {children}
    </div>
  );
}
