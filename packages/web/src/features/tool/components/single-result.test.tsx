// @vitest-environment jsdom
import type { SingleImageResult } from '@alt-optimizer/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LangProvider } from '../../../i18n/index.ts';
import { SingleResult } from './single-result.tsx';

const result = (needsReview: boolean, engine = 'local'): SingleImageResult => ({
  altTag: 'Brown leather ankle boot with side zip',
  imageType: 'packshot',
  confidence: needsReview ? 0.4 : 0.9,
  processing_time: 1.2,
  needsReview,
  engine,
});

function setup(needsReview: boolean, lang: 'en' | 'fr' = 'en', engine = 'local') {
  render(
    <LangProvider lang={lang}>
      <SingleResult result={result(needsReview, engine)} onCopy={() => undefined} onAnalyzeNew={() => undefined} />
    </LangProvider>,
  );
}

afterEach(cleanup);

describe('SingleResult review note', () => {
  it('asks for a check before publishing when the engine was unsure', () => {
    setup(true);
    expect(screen.getByTestId('single-review-note').textContent).toContain(
      'Check this alt text before publishing: the picture was hard to read.',
    );
  });

  it('says it in French on /fr', () => {
    setup(true, 'fr');
    expect(screen.getByTestId('single-review-note').textContent).toContain(
      'Vérifiez ce texte alternatif avant de le publier : l’image était difficile à analyser.',
    );
  });

  it('shows no note for a confident result', () => {
    setup(false);
    expect(screen.queryByTestId('single-review-note')).toBeNull();
  });
});

describe('SingleResult engine line', () => {
  it('says the offline engine wrote the alt, in English and French', () => {
    setup(false);
    expect(screen.getByTestId('engine-note').textContent).toBe('Written by the offline engine');
    cleanup();
    setup(false, 'fr');
    expect(screen.getByTestId('engine-note').textContent).toBe('Rédigé par le moteur hors ligne');
  });

  it('names the provider and model when a vision model wrote it', () => {
    setup(false, 'en', 'openai:gpt-4o');
    expect(screen.getByTestId('engine-note').textContent).toBe('Written by OpenAI gpt-4o');
  });
});
