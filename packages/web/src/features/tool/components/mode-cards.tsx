import { useId } from 'react';
import { CircleCheck, Image, Link2, ScanSearch, Sheet, Store, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/index.ts';
import { useT } from '../../../i18n/index.ts';
import { toolMessages } from '../messages.ts';
import { auditCardMessages } from '../page-audit/card.messages.ts';
import type { ToolMode } from '../lib/tool-flow.ts';

const MODES: readonly ToolMode[] = ['single', 'complete', 'simple', 'store', 'audit'];
const ICONS: Record<ToolMode, LucideIcon> = { single: Image, complete: Sheet, simple: Link2, store: Store, audit: ScanSearch };

interface ModeCardsProps {
  selected: ToolMode | null;
  onSelect: (mode: ToolMode) => void;
}

/**
 * The mode cards; the chosen one is highlighted, says "Selected" in words (read with the card's title)
 * and its button reports pressed.
 */
export function ModeCards({ selected, onSelect }: ModeCardsProps) {
  const t = useT(toolMessages);
  const audit = useT(auditCardMessages);
  const id = useId();
  const text = {
    single: { title: t.singleTitle, body: t.singleText, features: t.singleFeatures },
    complete: { title: t.completeTitle, body: t.completeText, features: t.completeFeatures },
    simple: { title: t.simpleTitle, body: t.simpleText, features: t.simpleFeatures },
    store: { title: t.storeTitle, body: t.storeText, features: t.storeFeatures },
    audit: { title: audit.title, body: audit.text, features: audit.features },
  } satisfies Record<ToolMode, unknown>;

  return (
    <ul className="tool-modes">
      {MODES.map((mode) => {
        const isSelected = selected === mode;
        const Icon = ICONS[mode];
        return (
          <li key={mode} className={`tool-mode-card${isSelected ? ' is-selected' : ''}`} data-mode={mode}>
            <span className="tool-mode-icon">
              <Icon aria-hidden="true" focusable="false" size={30} strokeWidth={1.75} />
            </span>
            <h3 id={`${id}-${mode}`} className="tool-mode-title">
              {text[mode].title}
            </h3>
            {isSelected ? (
              <span className="tool-mode-badge">
                <CircleCheck aria-hidden="true" focusable="false" size={16} />
                {t.selectedMode}
              </span>
            ) : null}
            <p>{text[mode].body}</p>
            <ul className="tool-mode-features">
              {text[mode].features.split('|').map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Button
              variant={isSelected ? 'primary' : 'secondary'}
              aria-pressed={isSelected}
              aria-describedby={`${id}-${mode}`}
              onClick={() => onSelect(mode)}
            >
              {t.selectMode}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
