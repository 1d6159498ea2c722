// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import type { ProgressResponse } from '@alt-optimizer/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { ToastProvider } from '../../../components/index.ts';
import { LangProvider } from '../../../i18n/index.ts';
import { ProcessingStep } from './processing-step.tsx';

const JOB = '6f1c2e0a-0000-4000-8000-000000000003';

function progress(currentProduct: ProgressResponse['currentProduct']): ProgressResponse {
  return {
    status: 'processing',
    totalProducts: 10,
    processedProducts: 1,
    successfulProducts: 1,
    errorProducts: 0,
    estimatedTimeRemaining: 20,
    currentProduct,
  };
}

function setup(answer: ProgressResponse, lang: 'en' | 'fr' = 'en', failedText?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  render(
    <LangProvider lang={lang}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <ProcessingStep
            jobId={JOB}
            onCompleted={() => undefined}
            onProcessAnother={() => undefined}
            headingRef={null}
            failedText={failedText}
          />
        </ToastProvider>
      </QueryClientProvider>
    </LangProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProcessingStep live preview', () => {
  it("shows each row's thumbnail from our server and its image file name beside the title and alt", async () => {
    setup(
      progress({
        title: 'Linen shirt',
        status: 'success',
        generatedAlt: 'Navy linen shirt on a hanger',
        resultId: 'r-1',
        imageUrl: 'https://cdn.example/files/linen-shirt.jpg',
      }),
    );
    const item = (await screen.findByText('Navy linen shirt on a hanger')).closest('li')!;
    expect(within(item).getByText('Linen shirt')).toBeTruthy();
    expect(within(item).getByText('linen-shirt.jpg')).toBeTruthy();
    // Fetched from our server (with the job's edit token or the admin session), never from the image URL.
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain(`/api/results/${JOB}/r-1/thumbnail`));
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('cdn.example'))).toBe(false);
  });

  it('a simple-mode row is named by its URL once, and a server that sends no row id gets a placeholder', async () => {
    const url = 'https://cdn.example/files/vase.jpg';
    setup(progress({ title: url, status: 'success', generatedAlt: 'Blue glass vase' }));
    const item = (await screen.findByText('Blue glass vase')).closest('li')!;
    expect(within(item).getAllByText(url)).toHaveLength(1);
    expect(item.querySelector('img')).toBeNull();
    expect(item.querySelector('.tool-thumb.is-empty')).toBeTruthy();
  });
});

describe('ProcessingStep in French', () => {
  it('writes the percentage and the labels the French way (narrow no-break space before % and :)', async () => {
    setup(progress(null), 'fr');
    expect((await screen.findByText(/^1\/10/)).textContent).toBe('1/10 (10\u202f%)');
    expect(screen.getByText(/^Temps restant estimé/).textContent).toBe('Temps restant estimé\u202f: ');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('10\u202f%');
  });
});

describe('ProcessingStep when the job fails', () => {
  it('a bulk upload is told to check its columns; a store run says what its caller passed instead', async () => {
    setup({ ...progress(null), status: 'failed' });
    expect(await screen.findByText(/Check its columns and image URLs/)).toBeTruthy();
    cleanup();
    setup({ ...progress(null), status: 'failed' }, 'en', 'The store’s images could not be described.');
    expect(await screen.findByText('The store’s images could not be described.')).toBeTruthy();
    expect(screen.queryByText(/Check its columns/)).toBeNull();
  });
});

describe('ProcessingStep when a progress poll fails', () => {
  it('says so once and keeps polling, so a job that goes on running still completes on screen', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return calls === 1
          ? Response.json({ error: 'busy' }, { status: 503 })
          : Response.json({ ...progress(null), status: 'completed', processedProducts: 10, successfulProducts: 10 });
      }),
    );
    const onCompleted = vi.fn();
    render(
      <LangProvider lang="en">
        <QueryClientProvider client={createQueryClient()}>
          <ToastProvider>
            <ProcessingStep jobId={JOB} onCompleted={onCompleted} onProcessAnother={() => undefined} headingRef={null} />
          </ToastProvider>
        </QueryClientProvider>
      </LangProvider>,
    );
    expect(await screen.findByText('Failed to fetch progress')).toBeTruthy();
    await waitFor(() => expect(onCompleted).toHaveBeenCalled(), { timeout: 5000 });
    expect(calls).toBe(2);
  });
});
