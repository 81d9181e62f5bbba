/**
 * Shared set-up of the browser tests: serves the built app with `vite preview` on
 * 127.0.0.1, drives Debian's Chromium through playwright-core with a fresh profile, and
 * records every console error and uncaught exception so a test can fail on them.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SHOTS = join(ROOT, 'e2e', 'screenshots');
const PORT = 4173;
export const BASE = `http://127.0.0.1:${PORT}/`;

export interface Harness {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

export async function openHarness(): Promise<Harness> {
  mkdirSync(SHOTS, { recursive: true });
  const server: PreviewServer = await preview({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error', preview: { port: PORT, strictPort: true, host: '127.0.0.1' } });
  const profile = mkdtempSync(join(tmpdir(), 'esagono-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1400, height: 950 },
    acceptDownloads: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * One browser and server for a test file: opened before its tests, closed after, and any console
 * error or uncaught exception fails the test that caused it. `use` receives the harness once open.
 */
export function useHarness(use: (hs: Harness) => void): void {
  let hs: Harness | undefined;
  beforeAll(async () => {
    hs = await openHarness();
    use(hs);
  });
  afterAll(async () => {
    await hs?.close();
  });
  afterEach(() => {
    const errors = hs?.errors.splice(0) ?? [];
    expect(errors).toEqual([]);
  });
}

/** Opens the page with a query string and waits for its first prompt (or the pass screen). */
export async function openAt(page: Page, query: string): Promise<void> {
  await page.goto(`${BASE}?${query}`);
  await page.locator('[data-testid=prompt], [data-testid=pass]').first().waitFor({ state: 'attached' });
}

/** Waits until the prompt is a person's decision or the end (not a bot thinking, not rolling). */
export async function settleOn(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const t = document.querySelector('[data-testid=prompt]')?.textContent ?? '';
    return !/thinking|Rolling/.test(t);
  });
  return page.evaluate(() => document.querySelector('[data-testid=prompt]')?.textContent ?? '');
}
