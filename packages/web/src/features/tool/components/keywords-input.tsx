import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@alt-optimizer/contract';
import { useT } from '../../../i18n/index.ts';
import { toolMessages } from '../messages.ts';
import {
  addKeyword,
  isCommitKey,
  pasteKeywords,
  removeKeyword,
  removeLastKeyword,
  type KeywordError,
  type KeywordUpdate,
} from '../lib/keyword-rules.ts';

interface KeywordsInputProps {
  keywords: string[];
  onChange: (keywords: string[]) => void;
  disabled?: boolean;
}

/** Keyword chips with the spec's typing, paste and Backspace rules; errors read out as alerts. */
export function KeywordsInput({ keywords, onChange, disabled = false }: KeywordsInputProps) {
  const t = useT(toolMessages);
  const id = useId();
  const [draft, setDraft] = useState('');
  const [errors, setErrors] = useState<KeywordError[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const full = keywords.length >= LIMITS.keywordsMax;

  // The input is disabled at 6; keep keyboard focus on the chips instead of losing it to <body>.
  const wasFull = useRef(full);
  useEffect(() => {
    if (full && !wasFull.current && document.activeElement === document.body) {
      listRef.current?.querySelector<HTMLButtonElement>('li:last-child button')?.focus();
    }
    wasFull.current = full;
  }, [full]);

  const apply = (update: KeywordUpdate) => {
    setErrors(update.errors);
    if (update.keywords.length !== keywords.length) {
      onChange(update.keywords);
    }
  };

  const commit = () => {
    if (draft.trim() === '') {
      setDraft('');
      return;
    }
    const update = addKeyword(keywords, draft);
    apply(update);
    if (update.errors.length === 0) {
      setDraft('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isCommitKey(event.key)) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && keywords.length > 0) {
      event.preventDefault();
      setErrors([]);
      onChange(removeLastKeyword(keywords));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\s,]/.test(text)) {
      return; // a single word pastes into the field like typing
    }
    event.preventDefault();
    apply(pasteKeywords(keywords, `${draft} ${text}`));
    setDraft('');
  };

  const remove = (keyword: string) => {
    setErrors([]);
    onChange(removeKeyword(keywords, keyword));
    inputRef.current?.focus();
  };

  const errorText = (error: KeywordError): string => {
    switch (error.code) {
      case 'max-reached':
        return t.kwMaxReached;
      case 'too-long':
        return t.kwTooLong;
      case 'duplicate':
        return t.kwDuplicate;
      case 'paste-limit':
        return t.kwPasteLimit(error.remaining);
      case 'paste-too-long':
        return t.kwPasteTooLong(error.keyword);
    }
  };

  return (
    <div className="tool-keywords">
      <label htmlFor={`${id}-input`} className="tool-label">
        {t.keywordsLabel}
      </label>
      <p id={`${id}-help`} className="tool-help">
        {t.keywordsHelp} <span className="tool-counter">{t.keywordsCount(keywords.length, LIMITS.keywordsMax)}</span>
      </p>
      <div className="tool-keywords-box">
        {keywords.length > 0 ? (
          <ul ref={listRef} className="tool-chips" aria-label={t.keywordsList}>
            {keywords.map((keyword) => (
              <li key={keyword} className="tool-chip">
                <span>{keyword}</span>
                <button
                  type="button"
                  className="tool-chip-remove"
                  aria-label={t.removeKeyword(keyword)}
                  onClick={() => remove(keyword)}
                  disabled={disabled}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          className="tool-keywords-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={commit}
          disabled={disabled || full}
          placeholder={full ? t.keywordsFull : t.keywordsPlaceholder}
          aria-describedby={`${id}-help ${id}-errors`}
          aria-invalid={errors.length > 0}
          autoComplete="off"
          maxLength={200}
        />
      </div>
      <div id={`${id}-errors`} role="alert" className="tool-field-error">
        {errors.map((error) => (
          <p key={`${error.code}-${'keyword' in error ? error.keyword : ''}`}>{errorText(error)}</p>
        ))}
      </div>
    </div>
  );
}
