// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangProvider } from '../../i18n/index.ts';
import { useToast } from './toast-context.ts';
import { ToastProvider } from './toast-provider.tsx';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First', description: 'one' })}>
        first
      </button>
      <button type="button" onClick={() => toast({ title: 'Second', variant: 'destructive' })}>
        second
      </button>
    </>
  );
}

function setup() {
  return render(
    <LangProvider lang="fr">
      <ToastProvider>
        <Trigger />
      </ToastProvider>
    </LangProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastProvider (spec section 9)', () => {
  it('shows one toast at a time: a new one replaces the visible one', () => {
    setup();
    fireEvent.click(screen.getByText('first'));
    expect(screen.getAllByText('First').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('second'));
    expect(screen.queryAllByText('First')).toHaveLength(0);
    expect(screen.getAllByText('Second').length).toBeGreaterThan(0);
  });

  it('closes after 5000 ms', () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(screen.getByText('first'));
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getAllByText('First').length).toBeGreaterThan(0);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryAllByText('First')).toHaveLength(0);
  });

  it('labels the region with the F8 hotkey in the page language', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    fireEvent.click(screen.getByText('first'));
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeTruthy();
  });
});
