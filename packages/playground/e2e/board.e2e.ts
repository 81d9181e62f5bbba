/**
 * The board a player reads (issue #16): Memoir '44 drawn by its own SVG renderer, with terrain
 * told apart without hovering, a legend, section lines and objectives that show, cards with their
 * text, and hex coordinates on demand. Screenshots go to e2e/screenshots/ (git-ignored).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, shot, useHarness } from './harness.js';

let page: Page;
useHarness((hs) => {
  page = hs.page;
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("a readable Memoir '44 board", () => {
  it("opens on Memoir '44, not the kernel's example game", async () => {
    await page.goto(BASE);
    await page.locator('[data-testid=prompt]').waitFor();
    expect(await page.locator('[data-testid=title]').inputValue()).toBe('memoir44');
    expect(await page.locator('svg.board svg.picture').count()).toBe(1);
  });

  it('Pegasus Bridge: terrain labelled and textured, a legend, section lines, both objectives visible apart from the bridges', async () => {
    await page.goto(`${BASE}?title=memoir44&scenario=pegasus-bridge&opponent=hotseat&seed=5`);
    await page.click('[data-testid=pass-ready]');
    const pic = page.locator('svg.board svg.picture');
    // Every terrain the scenario uses is in the legend, by name.
    const legend = await pic.locator('g.legend-entry text').allTextContents();
    for (const name of ['Open ground', 'Woods', 'River', 'Town', 'Bridge', 'Objective (medals)', 'Section line']) expect(legend).toContain(name);
    // Terrain is printed in its hexes, not only coloured: woods, river and town hexes carry their names.
    const labels = await pic.locator('text').allTextContents();
    for (const name of ['Woods', 'River', 'Town']) expect(labels.filter((l) => l === name).length).toBeGreaterThan(1);
    // Textures over the colours (woods trees, river waves), so colour is not the only cue.
    expect(await pic.locator('polygon.texture[fill="url(#m44-woods)"]').count()).toBeGreaterThan(0);
    expect(await pic.locator('polygon.texture[fill="url(#m44-river)"]').count()).toBeGreaterThan(0);
    // Two dotted section lines (M44 p.6 [L168]).
    expect(await pic.locator('line.section-line').count()).toBe(2);
    // Each objective medal is drawn clear of the bridge pill on the same hex.
    const objectives = pic.locator('g.objective');
    expect(await objectives.count()).toBeGreaterThan(0);
    const bridges = await pic.locator('g.obstacle[data-obstacle=bridge] rect').evaluateAll((rs) => rs.map((r) => r.getBoundingClientRect().toJSON() as Box));
    const medals = await objectives.locator('circle').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().toJSON() as Box));
    expect(bridges.length).toBeGreaterThan(0);
    for (const m of medals) {
      expect(m.width).toBeGreaterThan(12);
      for (const b of bridges) expect(overlap(m, b)).toBe(false);
    }
    // Units show their figures and badges.
    const figures = await pic.locator('g.unit text.figures').allTextContents();
    expect(figures.length).toBeGreaterThan(10);
    for (const f of figures) expect(f).toMatch(/^[1-4]$/);
    // Cards carry their text, not only their names.
    const cards = page.locator('[data-testid=hand] button.card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const t of await cards.locator('.card-text').allInnerTexts()) expect(t.length).toBeGreaterThan(12);
    await shot(page, 'board-pegasus-bridge');
    // Coordinates on demand.
    expect(await pic.locator('text.coord').count()).toBe(0);
    await page.check('[data-testid=coords]');
    expect(await page.locator('svg.board svg.picture text.coord').count()).toBe(113);
    await shot(page, 'board-pegasus-bridge-coordinates');
  });

  it("offers the title's set-up options: Young Generals deals 6 section cards to each (M44 p.22 [L963-964])", async () => {
    await page.goto(`${BASE}?title=memoir44&scenario=pegasus-bridge&opponent=random&seed=3`);
    await page.locator('[data-testid=prompt]').waitFor();
    await page.selectOption('[data-testid=setup-option]', 'young-generals');
    await page.locator('[data-testid=option-note]').waitFor();
    expect(await page.locator('[data-testid=option-note]').innerText()).toMatch(/Young Generals/);
    const kinds = await page.locator('[data-testid=hand] button.card .card-kind').allInnerTexts();
    expect(kinds.length).toBeGreaterThanOrEqual(5);
    for (const k of kinds) expect(k.toLowerCase()).toBe('section');
    await page.selectOption('[data-testid=setup-option]', '');
    await expect.poll(() => page.locator('[data-testid=option-note]').count()).toBe(0);
  });

  it('Sainte-Mère-Église: hedgerows, town, river and the rest apart in the legend and on the board', async () => {
    await page.goto(`${BASE}?title=memoir44&scenario=sainte-mere-eglise&opponent=mcts&seed=5`);
    await page.locator('[data-testid=prompt]').waitFor();
    const pic = page.locator('svg.board svg.picture');
    const terrains = await pic.locator('polygon.hex').evaluateAll((ps) => [...new Set(ps.map((p) => p.getAttribute('data-terrain')))]);
    const legend = await pic.locator('g.legend-entry[data-kind=terrain]').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-id')));
    expect(new Set(legend)).toEqual(new Set(terrains));
    // Each terrain has its own colour.
    const fills = await pic.locator('g.legend-entry[data-kind=terrain] rect:first-child').evaluateAll((rs) => rs.map((r) => r.getAttribute('fill')));
    expect(new Set(fills).size).toBe(fills.length);
    await shot(page, 'board-sainte-mere-eglise');
  });
});
