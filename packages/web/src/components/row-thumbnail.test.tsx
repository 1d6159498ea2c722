// @vitest-environment jsdom
import { resultThumbnailPath } from '@alt-optimizer/contract';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RowThumbnail } from './row-thumbnail.tsx';

const JOB = '6f1c2e0a-0000-4000-8000-000000000004';
const ROW = '6f1c2e0a-0000-4000-8000-000000000005';

afterEach(cleanup);

describe('RowThumbnail', () => {
  it('loads the row’s image lazily from our server, decorative, at the size asked for', () => {
    const { container } = render(<RowThumbnail jobId={JOB} resultId={ROW} size={56} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(resultThumbnailPath(JOB, ROW));
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
    expect([img.style.width, img.style.height]).toEqual(['56px', '56px']);
  });

  it('shows a same-sized placeholder for a failed row, and when the image cannot be loaded', () => {
    const failed = render(<RowThumbnail jobId={JOB} resultId={ROW} failed size={56} />).container;
    expect(failed.querySelector('img')).toBeNull();
    const placeholder = failed.querySelector<HTMLElement>('.tool-thumb.is-empty')!;
    expect([placeholder.style.width, placeholder.getAttribute('aria-hidden')]).toEqual(['56px', 'true']);
    cleanup();

    const broken = render(<RowThumbnail jobId={JOB} resultId={ROW} />).container;
    fireEvent.error(broken.querySelector('img')!);
    expect(broken.querySelector('img')).toBeNull();
    expect(broken.querySelector('.tool-thumb.is-empty')).not.toBeNull();
  });
});
