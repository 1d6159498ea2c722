// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LangProvider } from '../../../i18n/index.ts';
import { ModeCards } from './mode-cards.tsx';

afterEach(cleanup);

function setup(lang: 'en' | 'fr' = 'en') {
  const { container } = render(
    <LangProvider lang={lang}>
      <ModeCards selected="complete" onSelect={() => undefined} />
    </LangProvider>,
  );
  return container;
}

const card = (container: HTMLElement, mode: string) => container.querySelector<HTMLElement>(`[data-mode="${mode}"]`)!;

describe('ModeCards', () => {
  it('the selected card says so in words and its button is pressed; the others do not', () => {
    const container = setup();
    expect(within(card(container, 'complete')).getByText('Selected')).toBeTruthy();
    expect(within(card(container, 'complete')).getByRole('button').getAttribute('aria-pressed')).toBe('true');
    for (const mode of ['single', 'simple', 'store']) {
      expect(within(card(container, mode)).queryByText('Selected')).toBeNull();
      expect(within(card(container, mode)).getByRole('button').getAttribute('aria-pressed')).toBe('false');
    }
    setup('fr');
    expect(screen.getByText('Sélectionné')).toBeTruthy();
  });

  it('draws SVG icons hidden from assistive technology, no emoji', () => {
    const container = setup();
    const icons = container.querySelectorAll('svg');
    // One icon per card (single, complete, simple, store, audit) plus the selected badge's check.
    expect(icons.length).toBe(6);
    for (const icon of icons) {
      expect(icon.getAttribute('aria-hidden')).toBe('true');
    }
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
