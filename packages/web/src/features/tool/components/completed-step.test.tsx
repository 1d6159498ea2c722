// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import type { ResultRow, ResultsResponse } from '@alt-optimizer/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { ToastProvider } from '../../../components/index.ts';
import { LangProvider } from '../../../i18n/index.ts';
import { resultsKey } from '../api/results.ts';
import { CompletedStep } from './completed-step.tsx';
import { stubResultPages, summaryOf } from './results.fixtures.ts';

const JOB = '6f1c2e0a-0000-4000-8000-000000000001';

function row(id: string, title: string, needsReview: boolean, processingStatus = 'success'): ResultRow {
  const generatedAlt = processingStatus === 'success' ? `${title} on a white background` : null;
  return {
    id,
    productId: id.toUpperCase(),
    title,
    shopifyUrl: `https://cdn.example/${id}.jpg`,
    generatedAlt,
    processingStatus,
    errorMessage: generatedAlt ? null : 'Image not found (404)',
    characterCount: generatedAlt?.length ?? 0,
    needsReview,
    oldAlt: null,
    oldAltVerdict: null,
    oldAltReasons: [],
  };
}

function results(): ResultsResponse {
  // Sheet order, as the API sends it: the flagged rows are second and fourth.
  const rows = [
    row('p1', 'Linen shirt', false),
    row('p2', 'Glass vase', true),
    row('p3', 'Tote bag', false, 'failed'),
    row('p4', 'Desk lamp', true),
  ];
  return summaryOf(rows);
}

function failedRow(id: string, errorMessage: string): ResultRow {
  return { ...row(id, `Product ${id}`, false, 'failed'), errorMessage };
}

function setup(lang: 'en' | 'fr' = 'en', data: ResultsResponse = results(), other?: Parameters<typeof stubResultPages>[1]) {
  stubResultPages(() => data.results, other);
  const client = createQueryClient();
  client.setQueryData(resultsKey(JOB), data);
  render(
    <LangProvider lang={lang}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <CompletedStep jobId={JOB} showReport onToggleReport={() => undefined} onProcessAnother={() => undefined} headingRef={null} />
        </ToastProvider>
      </QueryClientProvider>
    </LangProvider>,
  );
}

/** The number shown under a summary label. */
const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** The row's name in its row header (the image's file name follows it there). */
const rowTitle = (r: HTMLElement) => within(r).getByRole('rowheader').querySelector('.tool-row-name')?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CompletedStep: rows to review', () => {
  it('counts them in the summary, badges them in words; the report opens on them, every row in sheet order under All', async () => {
    setup();
    expect(summary('To review')).toBe('2');
    await waitFor(() => expect(bodyRows().map((r) => rowTitle(r))).toEqual(['Glass vase', 'Desk lamp']));
    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    await waitFor(() => expect(bodyRows().map((r) => rowTitle(r))).toEqual(['Linen shirt', 'Glass vase', 'Tote bag', 'Desk lamp']));
    const badges = bodyRows().map((r) => within(r).queryByText('To review') !== null);
    expect(badges).toEqual([false, true, false, true]);
    // Colour is not the only signal: the badge is text, next to the row's status.
    expect(within(bodyRows()[1]!).getByText('Success')).toBeTruthy();
  });

  it('speaks French on /fr', async () => {
    setup('fr');
    expect(summary('À vérifier')).toBe('2');
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('À vérifier')).toBeTruthy());
  });

  it('an inline edit clears the row flag and the count, and the row stays where it is', async () => {
    const saved = 'Clear glass vase with a narrow neck';
    setup('en', results(), async () =>
      Response.json({ success: true, result: { ...row('p2', 'Glass vase', false), generatedAlt: saved } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the ALT tag of Glass vase' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'ALT tag of Glass vase' }), { target: { value: saved } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(saved);
    await waitFor(() => expect(summary('To review')).toBe('1'));
    const first = bodyRows()[0]!;
    expect(rowTitle(first)).toBe('Glass vase');
    expect(within(first).queryByText('To review')).toBeNull();
    expect(within(bodyRows()[1]!).getByText('To review')).toBeTruthy();
  });
});

describe('CompletedStep: a failed job is not a success', () => {
  const allBlocked = () => summaryOf(['a', 'b', 'c'].map((id) => failedRow(id, 'Address not allowed')));
  const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
  const download = () => screen.getByRole('button', { name: 'Download Optimized File' });

  it('with every row failed: a warning heading, the reason in plain words with its fix, download not the main action', () => {
    setup('en', allBlocked());
    expect(heading()).toBe('Processing Complete: every image failed (3 of 3)');
    expect(screen.queryByText(/Your optimized file is ready/)).toBeNull();
    const reasons = screen.getByTestId('failure-reasons');
    expect(reasons.textContent).toContain('These addresses are private or unreachable from the server');
    expect(reasons.textContent).toContain('(3 rows)');
    expect(reasons.textContent).toContain('ALLOW_PRIVATE_IMAGE_URLS');
    // Still there, but not the celebrated primary button.
    expect(download().className).toContain('btn-secondary');
    expect(download().className).not.toContain('btn-lg');
  });

  it('says it in French, from French row messages', () => {
    setup('fr', summaryOf(['a', 'b'].map((id) => failedRow(id, 'Adresse non autorisée'))));
    expect(heading()).toBe('Traitement terminé : toutes les images ont échoué (2 sur 2)');
    expect(screen.getByTestId('failure-reasons').textContent).toContain('Ces adresses sont privées ou injoignables depuis le serveur');
    expect(screen.getByRole('button', { name: 'Télécharger le fichier optimisé' }).className).toContain('btn-secondary');
  });

  it('with some rows failed: how many, the most common reasons first, download still primary', () => {
    const rows = [
      row('p1', 'Linen shirt', false),
      failedRow('p2', 'Image not found (404)'),
      failedRow('p3', 'Image server unreachable'),
      failedRow('p4', 'Image not found (410)'),
      failedRow('p5', 'Something new went wrong'),
    ];
    setup('en', summaryOf(rows));
    expect(heading()).toBe('Processing Complete: 4 of 5 images failed');
    const items = within(screen.getByTestId('failure-reasons')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'The image was not found or its server refused it',
      'The image server could not be reached or did not answer in time',
      'Something new went wrong',
    ]);
    expect(download().className).toContain('btn-primary');
  });

  it('keeps the success state when nothing failed', () => {
    setup('en', summaryOf([row('p1', 'Linen shirt', false)]));
    expect(heading()).toBe('Processing Complete');
    expect(screen.getByText(/Your optimized file is ready/)).toBeTruthy();
    expect(screen.queryByTestId('failure-reasons')).toBeNull();
    expect(download().className).toContain('btn-primary');
  });
});

describe('CompletedStep: how the alts reach the store', () => {
  it('says a WooCommerce CSV cannot carry the alts back on re-import, and where they go instead', () => {
    setup('en', { ...summaryOf([row('p1', 'Hoodie', false)]), downloadFileName: 'woocommerce-products-optimized.csv' });
    expect(screen.getByTestId('platform-note').textContent).toMatch(/^WooCommerce’s CSV importer has no alt text field.*alt_text/);
  });

  it('says nothing for a file that re-imports with its alts', () => {
    setup('fr', summaryOf([row('p1', 'Hoodie', false)]));
    expect(screen.queryByTestId('platform-note')).toBeNull();
  });
});

describe('CompletedStep: which engine wrote the alts', () => {
  it("names the job's engine from the results, in words", () => {
    setup('en', summaryOf([row('p1', 'Linen shirt', false)], ['openai:gpt-4o']));
    expect(screen.getByTestId('engine-note').textContent).toBe('Written by OpenAI gpt-4o');
  });

  it('names every engine when the engine was switched or a provider fell back during the job', () => {
    setup('fr', summaryOf([row('p1', 'Linen shirt', false)], ['openai:gpt-4o', 'local']));
    expect(screen.getByTestId('engine-note').textContent).toBe('Rédigé par OpenAI gpt-4o et le moteur hors ligne');
  });

  it('names no engine when no alt was written', () => {
    setup('en', summaryOf([failedRow('p1', 'Address not allowed')], []));
    expect(screen.queryByTestId('engine-note')).toBeNull();
  });

  it('falls back to the engine /api/health reports for a job stored before engines were recorded', async () => {
    const health = async () => Response.json({ status: 'ok', version: '0.1.0', engine: 'local', db: 'pglite' });
    setup('fr', summaryOf([row('p1', 'Linen shirt', false)], []), health);
    expect((await screen.findByTestId('engine-note')).textContent).toBe('Rédigé par le moteur hors ligne');
  });
});

describe('CompletedStep: every row named, every cell labelled for the phone cards', () => {
  it('names a row without a title by its image URL, and each cell carries its column name', async () => {
    const untitled = { ...row('p9', '', false), title: '', shopifyUrl: 'https://cdn.example/untitled.jpg' };
    setup('en', summaryOf([untitled]));
    const only = (await screen.findAllByRole('row'))[1]!;
    expect(within(only).getByRole('rowheader').textContent).toBe('https://cdn.example/untitled.jpg');
    expect(within(only).getByRole('button', { name: 'Edit the ALT tag of https://cdn.example/untitled.jpg' })).toBeTruthy();
    const labels = [...only.querySelectorAll('td')].map((td) => td.dataset.label);
    expect(labels).toEqual(['Image', 'Product_ID', 'ALT tag generated', 'Status']);
  });
});

describe('CompletedStep: every percentage one way', () => {
  it('shows the success rate like the quality metrics: "75%", French "75 %" with a narrow no-break space', () => {
    // results(): 3 of 4 rows succeeded; the metrics are 75, 25 and 75.
    setup('en');
    expect(summary('Success rate')).toBe('75%');
    expect(screen.getAllByText('75%', { selector: 'strong' })).toHaveLength(2);
    cleanup();
    setup('fr');
    expect(summary('Taux de réussite')).toBe('75\u202f%');
    expect(screen.getAllByText('75\u202f%', { selector: 'strong', normalizer: (s) => s })).toHaveLength(2);
  });
});

describe('CompletedStep: files past retention', () => {
  it('says the files are deleted and never that the file is ready', async () => {
    const data = { ...summaryOf([row('p1', 'Linen shirt', false)]), filesExpired: true };
    setup('en', data);
    expect(await screen.findByTestId('files-expired')).toBeTruthy();
    expect(screen.queryByText(/Your optimized file is ready/)).toBeNull();
  });
});
