/**
 * The header on a 390 px phone: one line, with the links behind a Menu disclosure button that works with
 * the keyboard (Enter, Tab into the links, Escape back to the button) and passes axe open and closed.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, startHarness, type Harness } from './harness.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const CASES = [
  { lang: 'en', path: '/', menu: 'Menu', link: 'Features', target: '/features' },
  { lang: 'fr', path: '/fr', menu: 'Menu', link: 'Fonctionnalités', target: '/fr/fonctionnalites' },
] as const;

async function phone(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await harness.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, errors };
}

/** The header's height and whether its logo, button and toggle sit on one row. */
async function headerRow(page: Page): Promise<{ height: number; tops: number[] }> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')?.getBoundingClientRect();
    const tops = ['.logo', '.menu-button', '.lang-toggle'].map((s) =>
      Math.round(document.querySelector(s)?.getBoundingClientRect().top ?? -1),
    );
    return { height: Math.round(header?.height ?? 0), tops };
  });
}

describe('phone header menu (390 px)', () => {
  it.each(CASES)('$lang: one line, a disclosure button for the links, keyboard and axe clean', async ({ path, menu, link, target }) => {
    const { page, errors } = await phone(path);
    const row = await headerRow(page);
    expect(row.height).toBeLessThanOrEqual(72);
    expect(Math.max(...row.tops) - Math.min(...row.tops)).toBeLessThanOrEqual(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const button = page.getByRole('button', { name: menu });
    const nav = page.locator('#site-menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-controls')).toBe('site-menu');
    expect(await nav.isVisible()).toBe(false);
    await expectNoAxeViolations(page, `${path} menu closed`);

    // Keyboard: focus the button, open with Enter, Tab reaches the first link, Escape closes and returns focus.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.isVisible()).toBe(true);
    expect(
      await page
        .getByRole('navigation', { name: /Main|Principal/ })
        .getByRole('link')
        .count(),
    ).toBe(4);
    await expectNoAxeViolations(page, `${path} menu open`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#site-menu') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button');

    // A click outside closes it; following a link navigates and closes it.
    await button.click();
    await page.mouse.click(5, 500);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await nav.getByRole('link', { name: link }).click();
    await page.waitForURL((url) => url.pathname === target);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('on a desktop the links are in the header and the button is not shown', async () => {
    const { page } = await harness.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/', { waitUntil: 'load' });
    expect(await page.getByTestId('menu-button').isVisible()).toBe(false);
    expect(await page.locator('#site-menu').getByRole('link', { name: 'Features' }).isVisible()).toBe(true);
  });
});
