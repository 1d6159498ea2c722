import type { ElementType, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface CardProps {
  title?: ReactNode;
  /** Heading level of the title so each page keeps a correct outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * A decorative SVG icon (lucide-react, imported one by one by the page so each chunk carries only its own).
   * Emoji are not used: without an emoji font they render as empty boxes.
   */
  icon?: LucideIcon | undefined;
  highlighted?: boolean;
  className?: string;
  children?: ReactNode;
}

export function Card({ title, headingLevel = 3, icon: Icon, highlighted, className, children }: CardProps) {
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <div className={['card', highlighted ? 'card-highlighted' : '', className ?? ''].filter(Boolean).join(' ')}>
      {Icon ? (
        <span className="card-icon">
          <Icon aria-hidden="true" focusable="false" size={26} strokeWidth={1.75} />
        </span>
      ) : null}
      {title ? <Heading className="card-title">{title}</Heading> : null}
      {children}
    </div>
  );
}
