// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { LEGACY_XLS_REFUSAL } from '@alt-optimizer/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { ToastProvider } from '../../../components/index.ts';
import { LangProvider } from '../../../i18n/index.ts';
import { UploadStep } from './upload-step.tsx';

afterEach(cleanup);

function setup(lang: 'en' | 'fr' = 'en') {
  const { container } = render(
    <LangProvider lang={lang}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <UploadStep
            mode="simple"
            keywords={[]}
            onKeywords={() => undefined}
            onChangeMode={() => undefined}
            onStarted={() => undefined}
            headingRef={null}
          />
        </ToastProvider>
      </QueryClientProvider>
    </LangProvider>,
  );
  const pick = (name: string, bytes: number[], type = '') => {
    const file = new File([new Uint8Array(bytes)], name, { type });
    // jsdom's Blob has no arrayBuffer(): answer the first bytes the way a browser does.
    Object.defineProperty(file, 'slice', { value: () => ({ arrayBuffer: () => Promise.resolve(new Uint8Array(bytes).buffer) }) });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });
  };
  return { container, pick };
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0, 0];

describe('UploadStep file selection', () => {
  it('refuses a legacy .xls when it is picked, with the API message, in both languages; the picker does not offer it', async () => {
    const { container, pick } = setup();
    expect(container.querySelector('input[type="file"]')!.getAttribute('accept')).not.toMatch(/\.xls(,|$)/);
    expect(screen.getByText('Excel (.xlsx) or CSV, up to 50MB')).toBeTruthy();
    pick('catalogue.xls', OLE2, 'application/vnd.ms-excel');
    expect(await screen.findByText(LEGACY_XLS_REFUSAL.en)).toBeTruthy();
    expect(screen.queryByText(/is ready for processing/)).toBeNull();

    cleanup();
    setup('fr').pick('catalogue.xls', OLE2);
    expect(await screen.findByText(LEGACY_XLS_REFUSAL.fr)).toBeTruthy();
  });

  it('an old .xls renamed .xlsx is refused from its bytes, never announced as ready', async () => {
    const { pick } = setup();
    pick('renamed.xlsx', OLE2);
    expect((await screen.findAllByText(LEGACY_XLS_REFUSAL.en)).length).toBeGreaterThan(0);
    expect(screen.queryByText('renamed.xlsx is ready for processing')).toBeNull();
    expect(screen.queryByText('Ready to Process')).toBeNull();
  });

  it('a real xlsx is announced ready once its bytes are checked', async () => {
    const { pick } = setup();
    pick('catalogue.xlsx', ZIP);
    expect(await screen.findByText('catalogue.xlsx is ready for processing')).toBeTruthy();
    expect(await screen.findByText('Ready to Process')).toBeTruthy();
  });
});
