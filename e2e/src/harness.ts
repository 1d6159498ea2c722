/**
 * End-to-end harness: the real server as a child process on a free port with a throw-away DATA_DIR
 * (the server package's own `startServerProcess`),
 * the built web app (built here when packages/web/dist is missing), Debian's Chromium through
 * playwright-core, and an axe-core WCAG 2.1 A/AA check with a readable failure message.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { startServerProcess } from '@alt-optimizer/server/testing';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEB_DIST = join(REPO_ROOT, 'packages', 'web', 'dist');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Known admin password for admin tests (the server requires ≥ 8 characters). */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

// A loaded 2-core machine has been seen taking 2 min 20 s to load the models; a quiet one takes seconds.
const SERVER_START_TIMEOUT_MS = 300_000;

/** Build the web app once when its output is missing (a fresh checkout); CI's `npm test` builds before. */
export function ensureWebBuild(): void {
  if (existsSync(join(WEB_DIST, 'index.html')) && existsSync(join(WEB_DIST, 'sitemap.xml'))) {
    return;
  }
  // Vitest sets NODE_ENV=test, which would give Vite React's development build: build what `npm run build` ships.
  execFileSync('npm', ['run', 'build', '--workspace', '@alt-optimizer/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<unknown>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // Point the tests at a server you already run (e.g. while debugging): E2E_BASE_URL=http://127.0.0.1:5000.
  const external = process.env.E2E_BASE_URL;
  if (external) {
    return { baseUrl: external.replace(/\/$/, ''), dataDir: '', stop: async () => undefined };
  }
  return startServerProcess({ env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, ...env }, startTimeoutMs: SERVER_START_TIMEOUT_MS });
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (see .ci/run)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface Harness {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /** A fresh context + page; requests leaving the test server are aborted and recorded (a test may assert none). */
  newPage: (options?: { locale?: string }) => Promise<{ page: Page; context: BrowserContext; offsite: string[]; errors: string[] }>;
  close: () => Promise<void>;
}

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  ensureWebBuild();
  const server = await startServer(env);
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await server.stop();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  return {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    browser,
    newPage: async (options = {}) => {
      const context = await browser.newContext({ baseURL: server.baseUrl, locale: options.locale ?? 'en-US' });
      contexts.push(context);
      const offsite: string[] = [];
      await context.route('**/*', async (route) => {
        const url = route.request().url();
        if (url.startsWith(server.baseUrl) || url.startsWith('data:') || url.startsWith('blob:')) {
          await route.continue();
        } else {
          offsite.push(url);
          await route.abort();
        }
      });
      const page = await context.newPage();
      // Console errors include React hydration mismatches; tests assert this stays empty.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return { page, context, offsite, errors };
    },
    close: async () => {
      for (const context of contexts) {
        await context.close().catch(() => undefined);
      }
      await browser.close();
      await server.stop();
    },
  };
}

/** Human-readable list of axe violations: rule, impact, help and the failing elements. */
export function formatViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes}`;
    })
    .join('\n');
}

/** Run axe with the WCAG 2.1 A/AA rules on the current page and throw a readable error on any violation. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (results.violations.length > 0) {
    throw new Error(
      `axe found ${results.violations.length} WCAG 2.1 A/AA violation(s) on ${label}:\n${formatViolations(results.violations)}`,
    );
  }
}
