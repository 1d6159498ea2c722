import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../card.tsx';
import { CardGrid, Section, type SectionProps } from '../section.tsx';
import type { FaqItem } from '../../routes/route-types.ts';
import { BackLink, FaqList } from './page-parts.tsx';

/** One card of plain copy: a title and a paragraph. */
export interface TextCardItem {
  title: string;
  text: string;
}

/** A grid of text cards, each with the icon at its position in `icons` (decorative, in the dictionary's order). */
export function TextCards({
  items,
  columns = 3,
  icons = [],
}: {
  items: readonly TextCardItem[];
  columns?: 2 | 3 | 4;
  icons?: readonly LucideIcon[];
}) {
  return (
    <CardGrid columns={columns}>
      {items.map((item, i) => (
        <Card key={item.title} icon={icons[i]} title={item.title}>
          <p>{item.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

/** A page band whose content is a grid of text cards. */
export function CardsSection({
  items,
  columns,
  icons,
  ...section
}: Omit<SectionProps, 'children'> & { items: readonly TextCardItem[]; columns?: 2 | 3 | 4; icons?: readonly LucideIcon[] }) {
  return (
    <Section {...section}>
      <TextCards items={items} columns={columns} icons={icons} />
    </Section>
  );
}

/** A readable column, centred in its band. */
export function Narrow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={['page-narrow', 'page-centered', className ?? ''].filter(Boolean).join(' ')}>{children}</div>;
}

/** A row of buttons centred in its band. */
export function CenteredButtons({ children }: { children: ReactNode }) {
  return <div className="btn-row btn-row-centered">{children}</div>;
}

/** The band that closes a marketing page: its call to action, centred buttons and the link back home. */
export function ClosingSection({ children, ...section }: Omit<SectionProps, 'children'> & { children: ReactNode }) {
  return (
    <Section {...section}>
      <CenteredButtons>{children}</CenteredButtons>
      <BackLink />
    </Section>
  );
}

/** The page's questions in a muted band, in a narrow column (native <details>, so they open without JavaScript). */
export function FaqSection({ items, title, children }: { items: readonly FaqItem[]; title?: string; children?: ReactNode }) {
  return (
    <Section id="faq" tone="muted">
      <Narrow>
        <FaqList items={items} title={title} />
        {children}
      </Narrow>
    </Section>
  );
}
