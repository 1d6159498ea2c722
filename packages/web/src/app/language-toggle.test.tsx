// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@alt-optimizer/contract';
import { LangProvider } from '../i18n/index.ts';
import { LanguageToggle } from './language-toggle.tsx';

function toggle(path: string, lang: Language) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <LangProvider lang={lang}>
        <LanguageToggle />
      </LangProvider>
    </MemoryRouter>
  );
}

const hrefIn = (html: string) => /href="([^"]*)"/.exec(html)?.[1];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('LanguageToggle on the 404 page', () => {
  it('prerendered for every unknown path, it links to the other home, never to the build path', () => {
    expect(hrefIn(renderToString(toggle('/__not-found__', 'en')))).toBe('/fr');
    expect(hrefIn(renderToString(toggle('/fr/__not-found__', 'fr')))).toBe('/');
  });

  it('once hydrated at the real path, it links to that path in the other language', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // The browser gets the build's 404 HTML, then React hydrates it at the URL the visitor asked for.
    container.innerHTML = renderToString(toggle('/__not-found__', 'en'));
    await act(async () => {
      hydrateRoot(container, toggle('/missing-page', 'en'));
    });
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/fr/missing-page');
  });

  it('known routes link to their twin from the start', () => {
    expect(hrefIn(renderToString(toggle('/support', 'en')))).toBe('/fr/support');
  });
});
