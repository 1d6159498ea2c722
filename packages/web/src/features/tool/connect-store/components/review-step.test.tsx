// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS, type Publication, type PublicationItem, type ReviewRow } from '@alt-optimizer/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../app/query-client.ts';
import { LangProvider } from '../../../../i18n/index.ts';
import { ReviewStep } from './review-step.tsx';

/** The review step against stubbed answers of our server: what each control sends, and how a report reads. */
const RUN = 'run-1';
const calls: Array<{ url: string; method: string; body: unknown }> = [];

function reviewRow(id: string, title: string, proposedAlt: string | null, extra: Partial<ReviewRow> = {}): ReviewRow {
  return {
    id,
    productId: id,
    productTitle: title,
    imageUrl: `http://127.0.0.1:9/img/${id}.jpg`,
    currentAlt: '',
    currentAltVerdict: null,
    currentAltReasons: [],
    proposedAlt,
    status: proposedAlt ? 'success' : 'failed',
    error: proposedAlt ? null : 'Image not found (404)',
    needsReview: false,
    ticked: proposedAlt !== null,
    editedAlt: null,
    publishedAlt: null,
    ...extra,
  };
}

const rows = [
  reviewRow('a', 'Navy mug', 'Navy ceramic mug on a white background'),
  reviewRow('b', 'Red scarf', 'Red wool scarf, folded'),
  reviewRow('c', 'Lamp', null),
];

function publication(status: Publication['status'], counts: Partial<Publication['counts']>): Publication {
  return {
    id: 'pub-1',
    runId: RUN,
    kind: 'publish',
    undoOf: null,
    status,
    dryRun: false,
    counts: { total: 2, pending: 0, written: 0, skipped: 0, failed: 0, ...counts },
    undone: false,
    createdAt: '2026-11-23T16:00:00.000Z',
    finishedAt: status === 'done' ? '2026-11-23T16:00:05.000Z' : null,
  };
}

const items: PublicationItem[] = [
  {
    rowId: 'a',
    productTitle: 'Navy mug',
    imageUrl: 'http://x/a.jpg',
    oldAlt: '',
    newAlt: rows[0]!.proposedAlt!,
    outcome: 'written',
    skipReason: null,
    message: null,
  },
  {
    rowId: 'b',
    productTitle: 'Red scarf',
    imageUrl: 'http://x/b.jpg',
    oldAlt: '',
    newAlt: 'Red wool scarf, folded',
    outcome: 'failed',
    skipReason: null,
    message: 'Alt value is too long.',
  },
];

let published = false;

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  published = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const path = url.replace(/\?.*$/, '');
      if (path === `/api/connectors/runs/${RUN}`) {
        return Response.json({
          success: true,
          run: {
            id: RUN,
            connectionId: 'c',
            status: 'ready',
            dryRun: false,
            overwrite: false,
            language: 'en',
            jobId: 'j',
            productsRead: 3,
            progress: { totalImages: 3, processedImages: 3, successfulImages: 2, failedImages: 1 },
            error: null,
            createdAt: '2026-11-23T15:59:00.000Z',
          },
        });
      }
      if (path === `/api/connectors/runs/${RUN}/rows`) {
        return Response.json({ success: true, total: rows.length, tickedCount: 2, rows });
      }
      if (path.startsWith(`/api/connectors/runs/${RUN}/rows/`)) {
        const row = rows.find((r) => path.endsWith(`/${r.id}`))!;
        const change = body as { ticked?: boolean; editedAlt?: string };
        return Response.json({ success: true, row: { ...row, ...change } });
      }
      if (path === `/api/connectors/runs/${RUN}/publish`) {
        published = true;
        return Response.json({ success: true, publication: publication('running', { pending: 2 }) }, { status: 202 });
      }
      if (path === `/api/connectors/runs/${RUN}/publications`) {
        return Response.json({ success: true, publications: published ? [publication('done', { written: 1, failed: 1 })] : [] });
      }
      if (path === '/api/connectors/publications/pub-1') {
        return Response.json({ success: true, publication: publication('done', { written: 1, failed: 1 }), items });
      }
      if (path === '/api/connectors/publications/pub-1/undo') {
        return Response.json(
          { success: true, publication: { ...publication('running', { pending: 1 }), id: 'pub-2', kind: 'undo', undoOf: 'pub-1' } },
          { status: 202 },
        );
      }
      return Response.json({
        success: true,
        publication: { ...publication('done', { written: 1 }), id: 'pub-2', kind: 'undo', undoOf: 'pub-1' },
        items: [items[0]!],
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  calls.length = 0;
});

function setup() {
  let shown: string | null = null;
  const view = () => (
    <QueryClientProvider client={client}>
      <LangProvider lang="en">
        <ReviewStep
          runId={RUN}
          publicationId={shown}
          onPublication={(id) => {
            shown = id;
            utils.rerender(view());
          }}
          onNewRun={() => undefined}
          onChangeStore={() => undefined}
          headingRef={null}
        />
      </LangProvider>
    </QueryClientProvider>
  );
  const client = createQueryClient();
  const utils = render(view());
  return utils;
}

const sent = (method: string, suffix: string) => calls.filter((c) => c.method === method && c.url.endsWith(suffix)).map((c) => c.body);

describe('ReviewStep', () => {
  it('unticks a row and edits another through the shared ALT editor; a row without ALT cannot be ticked', async () => {
    setup();
    await screen.findByText('2 of 3 images ticked');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Publish the new ALT tag of Red scarf' }));
    await waitFor(() => expect(sent('PATCH', '/rows/b')).toEqual([{ ticked: false }]));
    await screen.findByText('1 of 3 images ticked');

    fireEvent.click(screen.getByRole('button', { name: 'Edit the ALT tag of Navy mug' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'ALT tag of Navy mug' }), {
      target: { value: '  Navy mug with a white handle ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The cache's answer is shown once react-query notifies (a tick after the save resolves).
    await screen.findByText('Edited');
    expect(screen.getByText('Navy mug with a white handle', { selector: 'span' })).toBeTruthy();
    expect(sent('PATCH', '/rows/a')).toEqual([{ editedAlt: 'Navy mug with a white handle' }]);

    const lamp = screen.getByRole('checkbox', { name: 'Publish the new ALT tag of Lamp' }) as HTMLInputElement;
    expect(lamp.disabled).toBe(true);
    expect(screen.getByText('Image not found (404)')).toBeTruthy();
  });

  it('publishes, reports each image with the platform’s words, and offers Undo in the history', async () => {
    setup();
    await screen.findByText('2 of 3 images ticked');
    fireEvent.click(screen.getByRole('button', { name: 'Publish to Store' }));
    const report = await screen.findByTestId('publication-report');
    await within(report).findByText('1 written, 0 skipped, 1 failed.');
    const [written, failed] = within(report).getAllByRole('row').slice(1);
    expect(within(written!).getByText('Written')).toBeTruthy();
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    expect(within(failed!).getByText('Alt value is too long.')).toBeTruthy();

    const undo = await screen.findByRole('button', { name: /^Undo the publication of .*: put the old ALT text back$/ });
    fireEvent.click(undo);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/connectors/publications/pub-1/undo')).toBe(true));
    await screen.findByRole('heading', { name: 'Undo report' });
  });
});
