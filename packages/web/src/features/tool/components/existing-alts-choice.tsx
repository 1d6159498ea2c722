import { useId } from 'react';
import { EXISTING_ALT_POLICIES, EXISTING_ALT_POLICY_LABELS, type ExistingAltPolicy } from '@alt-optimizer/contract';
import { useLang, useT } from '../../../i18n/index.ts';
import { oldAltMessages } from '../messages-old-alt.ts';

interface ExistingAltsChoiceProps {
  value: ExistingAltPolicy;
  onChange: (value: ExistingAltPolicy) => void;
  disabled?: boolean;
  /** Where the alts are: a spreadsheet (default) or a store. */
  source?: 'file' | 'store';
}

/** What a run does with the alts the file (or the store) already has: the contract's three choices, replace-bad first. */
export function ExistingAltsChoice({ value, onChange, disabled, source = 'file' }: ExistingAltsChoiceProps) {
  const lang = useLang();
  const t = useT(oldAltMessages);
  const id = useId();
  return (
    <fieldset className="tool-choice" disabled={disabled}>
      <legend className="tool-subheading">{source === 'file' ? t.choiceLegend : t.choiceLegendStore}</legend>
      {EXISTING_ALT_POLICIES.map((policy) => {
        const words = EXISTING_ALT_POLICY_LABELS[policy][lang];
        return (
          <div key={policy} className="tool-choice-option">
            <input
              type="radio"
              id={`${id}-${policy}`}
              name={`${id}-existing-alts`}
              value={policy}
              checked={value === policy}
              onChange={() => onChange(policy)}
              aria-describedby={`${id}-${policy}-hint`}
            />
            <label htmlFor={`${id}-${policy}`}>{words.label}</label>
            <p id={`${id}-${policy}-hint`} className="tool-help">
              {words.hint}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
