// @vitest-environment jsdom
import type { SingleImageResult } from '@alt-optimizer/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LangProvider } from '../../../i18n/index.ts';
import { SingleResult } from './single-result.tsx';

const result = (needsReview: boolean): SingleImageResult => ({
  altTag: 'Brown leather ankle boot with side zip',
  imageType: 'packshot',
  confidence: needsReview ? 0.4 : 0.9,
  processing_time: 1.2,
  needsReview,
});

function setup(needsReview: boolean, lang: 'en' | 'fr' = 'en') {
  render(
    <LangProvider lang={lang}>
      <SingleResult result={result(needsReview)} onCopy={() => undefined} onAnalyzeNew={() => undefined} />
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
      "Vérifiez ce texte alternatif avant de le publier : l'image était difficile à analyser.",
    );
  });

  it('shows no note for a confident result', () => {
    setup(false);
    expect(screen.queryByTestId('single-review-note')).toBeNull();
  });
});
