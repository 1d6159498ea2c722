// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS, type Language } from '@alt-optimizer/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { LangProvider } from '../../../i18n/index.ts';
import { ConnectStore } from './index.tsx';

/**
 * The mode's gate and its connection form, with the network (our server's answers) stubbed: who may see the form,
 * what is sent, and how each refusal is shown and announced.
 */
type Answer = { status: number; body: unknown };
const calls: Array<{ url: string; method: string; headers: Record<string, string>; body: unknown }> = [];

function serve(route: (url: string, method: string) => Answer) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({
        url,
        method,
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const { status, body } = route(url, method);
      return Response.json(body, { status });
    }),
  );
}

const NO_STORES: Answer = { status: 200, body: { success: true, connections: [] } };

function setup(lang: Language = 'en') {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <LangProvider lang={lang}>
          <ConnectStore onChangeMode={() => undefined} />
        </LangProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  calls.length = 0;
});

describe('ConnectStore: admin only', () => {
  it('without an admin session: says so, offers the admin sign-in, shows no form and calls nothing', () => {
    serve(() => NO_STORES);
    setup();
    expect(screen.getByRole('heading', { name: 'Administrator sign-in required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In as Administrator' }).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByLabelText('Admin API access token')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('in French too', () => {
    setup('fr');
    expect(screen.getByRole('heading', { name: 'Connexion administrateur requise' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter en administrateur' })).toBeTruthy();
  });

  it('a session the server no longer knows: the form gives way to the notice, and the stored token is dropped', async () => {
    window.localStorage.setItem(STORAGE_KEYS.adminToken, 'revoked');
    serve(() => ({ status: 401, body: { success: false, error: 'Admin session required', code: 'adminUnauthorized' } }));
    setup();
    await screen.findByText('Your administrator session has ended. Sign in again to continue.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });
});

describe('ConnectStore: the connection form', () => {
  const signIn = () => window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('an empty field is named and focused before anything is sent', async () => {
    signIn();
    serve(() => NO_STORES);
    setup();
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
    const address = screen.getByLabelText('Store address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(address);
    expect(screen.getAllByText('Enter the store address').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
  });

  it('tests with the admin header and the platform’s fields; a wrong token marks and focuses the token field', async () => {
    signIn();
    const wrongToken = 'Shopify refused the access token. Check that you copied the whole token';
    serve((url, method) =>
      method === 'POST' ? { status: 401, body: { success: false, error: wrongToken, code: 'connectorWrongToken' } } : NO_STORES,
    );
    setup();
    fill('Store address', 'my-shop.myshopify.com');
    fill('Admin API access token', 'shpat_wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(wrongToken));
    const token = screen.getByLabelText('Admin API access token');
    expect(token.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(token);
    const test = calls.find((c) => c.method === 'POST')!;
    expect(test.url).toBe('/api/connectors/connections/test');
    expect(test.headers['x-admin-token']).toBe('admin-token');
    expect(test.body).toEqual({ platform: 'shopify', storeUrl: 'my-shop.myshopify.com', accessToken: 'shpat_wrong' });
    // A wrong token is the merchant's input, not our session: the form stays.
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('admin-token');
  });

  it('WooCommerce asks for the WordPress user; a rate limit is shown and focused where no field is to blame', async () => {
    signIn();
    const limited = 'WooCommerce is limiting our requests right now. Please wait 30 seconds and try again';
    serve((url, method) =>
      method === 'POST' ? { status: 429, body: { success: false, error: limited, code: 'connectorRateLimited' } } : NO_STORES,
    );
    setup();
    fireEvent.click(screen.getByRole('radio', { name: 'WooCommerce' }));
    fill('Store address', 'https://shop.example.com');
    fill('WordPress user name', 'shop-manager');
    fill('Application password', 'abcd EFGH 1234');
    fireEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
    const alert = await screen.findByText(limited);
    expect(document.activeElement).toBe(alert);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      platform: 'woocommerce',
      storeUrl: 'https://shop.example.com',
      accessToken: 'abcd EFGH 1234',
      username: 'shop-manager',
    });
  });

  it('a working connection is announced with the store’s name; the token field never shows the token', async () => {
    signIn();
    serve((url, method) =>
      method === 'POST'
        ? { status: 200, body: { success: true, storeName: 'Maison Lumière', storeUrl: 'https://x.myshopify.com' } }
        : NO_STORES,
    );
    setup('fr');
    fill('Adresse de la boutique', 'x');
    fill('Jeton d’accès Admin API', 'shpat_ok');
    expect(screen.getByLabelText('Jeton d’accès Admin API').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Tester la connexion' }));
    await screen.findByText(/^La connexion fonctionne\s: Maison Lumière$/);
  });
});
