// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from '../../../components/index.ts';
import { LangProvider } from '../../../i18n/index.ts';
import { useStartedToast } from './use-started-toast.ts';

function Job() {
  const { toast } = useToast();
  const started = useStartedToast();
  return (
    <>
      <button type="button" onClick={() => started.remember(toast({ title: 'Processing Started', variant: 'success' }))}>
        start
      </button>
      <button type="button" onClick={started.dismiss}>
        complete
      </button>
    </>
  );
}

afterEach(cleanup);

describe('useStartedToast', () => {
  it('dismisses the "Processing Started" toast when the job completes, before its 5 s are up', () => {
    render(
      <LangProvider lang="en">
        <ToastProvider>
          <Job />
        </ToastProvider>
      </LangProvider>,
    );
    fireEvent.click(screen.getByText('start'));
    expect(screen.getAllByText('Processing Started').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('complete'));
    expect(screen.queryAllByText('Processing Started')).toHaveLength(0);
  });
});
