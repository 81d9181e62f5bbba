import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, shot, useHarness } from './harness.js';

let page: Page;
useHarness((hs) => {
  page = hs.page;
});

describe('map transcription in Chromium', () => {
  it('paints terrain, toggles hexside features, names a hex and exports a valid map file', async () => {
    await page.goto(BASE);
    await page.click('[data-testid=tab-transcribe]');
    await page.selectOption('[data-testid=map-title]', 'caso-giallo');
    expect(await page.locator('[data-testid=map-note]').innerText()).toMatch(/Case Yellow.*stand-ins/);
    await page.fill('[data-testid=map-width]', '6');
    await page.fill('[data-testid=map-height]', '5');
    await page.click('[data-testid=map-new]');
    expect(await page.locator('[data-testid=map] g.cell').count()).toBe(30);

    const cell = page.locator('[data-testid=map] g.cell').nth(7);
    const fillOf = () => cell.locator('polygon').getAttribute('fill');
    const before = await fillOf();
    await page.selectOption('[data-testid=map-terrain]', 'woods');
    await cell.click();
    expect(await fillOf()).not.toBe(before);

    await page.selectOption('[data-testid=map-tool]', 'feature');
    await page.selectOption('[data-testid=map-feature]', 'canal');
    const side = page.locator('[data-testid=map] line.side-hit').nth(20);
    await side.click({ force: true });
    expect(await page.locator('[data-testid=map] line.edge').count()).toBe(1);

    await page.selectOption('[data-testid=map-tool]', 'name');
    await page.fill('[data-testid=map-name]', 'Sedan');
    await page.locator('[data-testid=map-name]').dispatchEvent('change');
    await page.locator('[data-testid=map] g.cell').nth(12).click();
    expect(await page.locator('[data-testid=map] g.cell').nth(12).textContent()).toContain('Sedan');

    await page.click('[data-testid=map-export]');
    expect(await page.locator('[data-testid=map-status]').innerText()).toBe('Valid map file: 30 hexes, 1 hexsides with features.');
    const file = JSON.parse(await page.locator('[data-testid=map-json]').inputValue()) as {
      title: string;
      width: number;
      hexes: { terrain: string; name?: string }[];
      hexsides: { features: string[] }[];
    };
    expect(file.title).toBe('caso-giallo');
    expect(file.hexes.filter((x) => x.terrain === 'woods')).toHaveLength(1);
    expect(file.hexes.filter((x) => x.name === 'Sedan')).toHaveLength(1);
    expect(file.hexsides[0]?.features).toEqual(['canal']);
    await shot(page, 'transcribe');

    // An edited file that breaks the schema is refused on import.
    const broken = { ...file, hexes: [...file.hexes, { q: 99, r: 0, terrain: 'clear' }] };
    await page.fill('[data-testid=map-json]', JSON.stringify(broken));
    await page.click('[data-testid=map-import]');
    expect(await page.locator('[data-testid=map-status]').innerText()).toMatch(/Cannot import: hexes\.30: hex \(99, 0\) is outside/);
  });
});
