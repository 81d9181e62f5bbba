/**
 * Shared set-up of the browser tests: serves the built app with `vite preview` on
 * 127.0.0.1, drives Debian's Chromium through playwright-core with a fresh profile, and
 * records every console error and uncaught exception so a test can fail on them.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
