import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness.ts';
import { startSimpleJob, useToolServers } from './tool-fixtures.ts';

/**
 * Some rows failed (issue 15 #1: "a warning state when rows failed, all or some"): the completed step says how many
 * failed and why in plain words, with the fix; the others have their alts, so Download stays the main action.
 * tool-outcome.e2e.test.ts covers the case where every row failed.
 */
const servers = useToolServers({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });

const urls = () => ['p0001.jpg', 'p0002.jpg', 'missing.png'].map((file) => servers.images.urlFor(file));

const CASES = [
  {
    lang: 'en',
    path: '/',
    locale: 'en-US',
    buttons: { select: 'Select Mode', generate: 'Generate ALT Tags' },
    heading: 'Processing Complete: 1 of 3 images failed',
    reason: 'The image was not found or its server refused it',
    fix: 'Check the URLs',
    download: 'Download Optimized File',
  },
  {
    lang: 'fr',
    path: '/fr',
    locale: 'fr-FR',
    buttons: { select: 'Choisir ce mode', generate: 'Générer les balises ALT' },
    heading: 'Traitement terminé\u202f: 1 image sur 3 en échec',
    reason: 'L’image est introuvable ou son serveur l’a refusée',
    fix: 'Vérifiez les URL',
    download: 'Télécharger le fichier optimisé',
  },
] as const;

describe('completed step when some rows failed', () => {
  it.each(CASES)('$lang: a warning with the count, the reason and its fix; Download stays the main action', async (c) => {
    const { page, errors, offsite } = await servers.harness.newPage({ locale: c.locale });
    await startSimpleJob(page, c.path, urls(), c.buttons);
    await page.getByRole('heading', { level: 2, name: c.heading }).waitFor({ timeout: 180_000 });
    const panel = page.locator('.tool-panel.is-warning');
    expect(await panel.getAttribute('data-outcome')).toBe('partial');
    const reasons = page.getByTestId('failure-reasons');
    await expect(reasons.textContent()).resolves.toContain(c.reason);
    await expect(reasons.textContent()).resolves.toContain(c.fix);
    // Two alts were written: downloading them is still what the page is for.
    expect(await page.getByRole('button', { name: c.download }).getAttribute('class')).toContain('btn-primary');
    await expectNoAxeViolations(page, `${c.path} completed, some rows failed`);
    expect(offsite).toEqual([]);
    expect(errors).toEqual([]);
  });
});
