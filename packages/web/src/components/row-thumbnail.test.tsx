// @vitest-environment jsdom
import { EDIT_TOKEN_HEADER, resultThumbnailPath, STORAGE_KEYS } from '@alt-optimizer/contract';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberEditToken } from '../lib/edit-tokens.ts';
import { RowThumbnail } from './row-thumbnail.tsx';

const JOB = '6f1c2e0a-0000-4000-8000-000000000004';
const ROW = '6f1c2e0a-0000-4000-8000-000000000005';

/** fetch answering every thumbnail with `status`; object URLs named after the blob's size. */
function stubThumbnails(status = 200) {
  const fetch = vi.fn(async () => new Response(status === 200 ? 'webp' : 'none', { status }));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:${blob.size}`, revokeObjectURL: () => undefined }));
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('RowThumbnail', () => {
  it('fetches the row’s image from our server with the job’s edit token (issue 23 #4), decorative, at the size asked for', async () => {
    const fetch = stubThumbnails();
    rememberEditToken(JOB, 'edit-token-1');
    const { container } = render(<RowThumbnail jobId={JOB} resultId={ROW} size={56} />);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const img = container.querySelector('img')!;
    expect(fetch).toHaveBeenCalledWith(
      resultThumbnailPath(JOB, ROW),
      expect.objectContaining({ headers: { [EDIT_TOKEN_HEADER]: 'edit-token-1' } }),
    );
    expect(img.getAttribute('src')).toBe('blob:4');
    expect(img.getAttribute('alt')).toBe('');
    expect([img.style.width, img.style.height]).toEqual(['56px', '56px']);
  });

  it('sends the admin session where the tab has no edit token for the job (the admin dashboard)', async () => {
    const fetch = stubThumbnails();
    window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-session');
    const other = '6f1c2e0a-0000-4000-8000-000000000006';
    render(<RowThumbnail jobId={other} resultId={ROW} />);
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        resultThumbnailPath(other, ROW),
        expect.objectContaining({ headers: { 'x-admin-token': 'admin-session' } }),
      ),
    );
  });

  it('shows a same-sized placeholder for a failed row (nothing fetched), and when the server has no image to give', async () => {
    const fetch = stubThumbnails(403);
    const failed = render(<RowThumbnail jobId={JOB} resultId={ROW} failed size={56} />).container;
    expect(failed.querySelector('img')).toBeNull();
    const placeholder = failed.querySelector<HTMLElement>('.tool-thumb.is-empty')!;
    expect([placeholder.style.width, placeholder.getAttribute('aria-hidden')]).toEqual(['56px', 'true']);
    expect(fetch).not.toHaveBeenCalled();
    cleanup();

    const refused = render(<RowThumbnail jobId={JOB} resultId={ROW} />).container;
    await waitFor(() => expect(refused.querySelector('.tool-thumb.is-empty')).not.toBeNull());
    expect(refused.querySelector('img')).toBeNull();
  });
});
