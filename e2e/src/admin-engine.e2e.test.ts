import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '@alt-optimizer/server/testing/openai-stand-in.ts';
import { E2E_ADMIN_PASSWORD, expectNoAxeViolations, startHarness, type Harness } from './harness.ts';
import { gotoTool, writeCatalogue } from './tool-fixtures.ts';

/**
 * The dashboard's "Moteur IA" form in Chromium (issue 15 #7), against a local stand-in OpenAI-compatible server
 * (what Ollama or vLLM expose): a wrong key fails the connection test in plain French, the right one passes with
 * the model's alt, saving switches the running engine (no restart) and the key is never shown again.
 * SCREENSHOT_DIR=… saves the section at desktop and 390 px.
 */
const KEY = `sk-e2e-${randomBytes(6).toString('hex')}`;
let harness: Harness;
let provider: OpenAiStandIn;

beforeAll(async () => {
  provider = await startOpenAiStandIn();
  provider.requireKey(KEY);
  // One thread: the connection test then reports the provider's own reason (a worker pool only says it failed).
  // The stand-in listens on the loopback: the AI base URL goes through the outbound policy like every request.
  harness = await startHarness({
    CONNECTOR_SECRET_KEY: randomBytes(32).toString('hex'),
    ENGINE_WORKERS: '0',
    ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32',
  });
});
afterAll(async () => {
  await harness?.close();
  await provider?.close();
});

describe('admin AI engine settings', () => {
  it('tests a wrong then a right key, saves, and the engine switches without a restart', async () => {
    const { page, errors, offsite } = await harness.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByLabel('Mot de passe').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const section = page.getByRole('region', { name: 'Moteur IA' });
    await section.getByText('Moteur actif\u202f: moteur hors ligne (local)').waitFor();

    await section.getByLabel('Moteur', { exact: true }).selectOption({ label: 'Serveur compatible OpenAI (Ollama, vLLM…)' });
    await section.getByLabel('Modèle').fill('llava:13b');
    await section.getByLabel('URL de base').fill(provider.baseUrl);
    await section.getByLabel('Clé d’API').fill('sk-wrong');
    await section.getByRole('button', { name: 'Tester la connexion' }).click();
    const status = section.getByTestId('engine-status');
    await status
      .getByText('Échec de la connexion\u202f: Le fournisseur a refusé la clé d’API\u202f: vérifiez-la (HTTP 401)')
      .waitFor({ timeout: 120_000 });

    await section.getByLabel('Clé d’API').fill(KEY);
    await section.getByRole('button', { name: 'Tester la connexion' }).click();
    await status
      .getByText(/^Connexion réussie\u202f: le modèle a décrit l’image d’exemple ainsi\u202f: «\u202fSac à dos noir/)
      .waitFor({ timeout: 120_000 });

    await section.getByLabel('Prix par image (dollars US)').fill('0,002');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await status.getByText('Réglages enregistrés\u202f: le nouveau moteur répond dès maintenant.').waitFor({ timeout: 120_000 });
    await section.getByText('Moteur actif\u202f: serveur compatible OpenAI (llava:13b)').waitFor();
    // Write-only: the field is empty again and says a key is stored; the page never holds the key.
    expect(await section.getByLabel('Clé d’API').inputValue()).toBe('');
    await section.getByText('Une clé est enregistrée (chiffrée).', { exact: false }).waitFor();
    expect(await page.content()).not.toContain(KEY);
    await expectNoAxeViolations(page, '/admin AI engine settings');

    const health = (await (await fetch(`${harness.baseUrl}/api/health`)).json()) as { engine: string };
    expect(health.engine).toBe('openai-compatible:llava:13b');
    const info = (await (await fetch(`${harness.baseUrl}/api/engine`)).json()) as { pricePerImageUsd: number };
    expect(info.pricePerImageUsd).toBe(0.002);

    const dir = process.env.SCREENSHOT_DIR;
    if (dir) {
      await mkdir(dir, { recursive: true });
      await section.screenshot({ path: join(dir, 'admin-engine-desktop.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await section.screenshot({ path: join(dir, 'admin-engine-390.png') });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // The stored key goes only where it was saved: another base URL asks for it again, before and after a test.
    await section.getByLabel('URL de base').fill(`${provider.baseUrl}/autre`);
    await section.getByText('La clé enregistrée n’est envoyée qu’au fournisseur et à l’URL de base', { exact: false }).waitFor();
    const sent = provider.requests.length;
    await section.getByRole('button', { name: 'Tester la connexion' }).click();
    await status
      .getByText(/^Échec de la connexion\u202f: La clé d’API enregistrée n’est envoyée qu’au fournisseur et à l’URL de base/)
      .waitFor({ timeout: 60_000 });
    expect(provider.requests.length).toBe(sent);
    if (dir) {
      await section.screenshot({ path: join(dir, 'admin-engine-key-elsewhere-desktop.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await section.screenshot({ path: join(dir, 'admin-engine-key-elsewhere-390.png') });
    }
    // The refused test is the one 409 the console reports.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    expect(offsite).toEqual([]);
  });

  it.each([
    ['/', 'Select Mode', 'Estimated cost: 3 images × $0.004 per image = about $0.012, billed by the AI provider (openai:gpt-4o).'],
    [
      '/fr',
      'Choisir ce mode',
      'Coût estimé\u202f: 3 images × 0,004\u00a0$US par image = environ 0,012\u00a0$US, facturés par le fournisseur d’IA (openai:gpt-4o).',
    ],
  ] as const)('on a paid engine, the tool (%s) shows the cost before the job starts', async (path, select, expected) => {
    // A paid provider saved through the admin API (its engine is built, nothing is called until a job runs).
    const auth = await fetch(`${harness.baseUrl}/api/admin/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }),
    });
    const { token } = (await auth.json()) as { token: string };
    const saved = await fetch(`${harness.baseUrl}/api/admin/engine-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify({ provider: 'openai', model: 'gpt-4o', apiKey: KEY, baseUrl: provider.baseUrl, pricePerImageUsd: 0.004 }),
    });
    expect(saved.status).toBe(200);

    const xlsx = await writeCatalogue(
      'simple',
      ['a', 'b', 'c'].map((n) => ({ id: n, title: '', description: '', url: `https://shop.example/${n}.jpg` })),
    );
    const { page, errors } = await harness.newPage({ locale: path === '/fr' ? 'fr-FR' : 'en-US' });
    await gotoTool(page, path);
    await page.locator('[data-mode="simple"]').getByRole('button', { name: select }).click();
    await page.locator('input[type="file"]').setInputFiles(xlsx);
    await page.locator('.tool-file-ready').waitFor();
    await expect(page.getByTestId('cost-estimate').innerText()).resolves.toBe(expected);
    expect(errors).toEqual([]);
  });
});
