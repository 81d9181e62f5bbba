import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, openAt, settleOn, shot, useHarness, type Harness } from './harness.js';

let hs: Harness;
let page: Page;
useHarness((h) => {
  hs = h;
  page = h.page;
});

const prompt = (p: Page): Promise<string> => p.locator('[data-testid=prompt]').innerText();
const logCount = (p: Page): Promise<number> => p.locator('[data-testid=log] li').count();

const open = (query: string): Promise<void> => openAt(page, query);

const settle = (): Promise<string> => settleOn(page);

/**
 * Makes one decision the way a person would: dismiss the pass screen, else click a legal
 * card, a legal board element, a selectable unit then one of its targets, or a panel button.
 * Returns false when nothing could be clicked.
 */
async function clickOnce(preferPanel = false): Promise<boolean> {
  await settle();
  if (await page.locator('[data-testid=pass-ready]').isVisible()) {
    await page.click('[data-testid=pass-ready]');
    return true;
  }
  const panel = page.locator('[data-testid=actions] button, [data-testid=choice] button');
  if (preferPanel && (await panel.count()) > 0) {
    await panel.first().click();
    return true;
  }
  const card = page.locator('button.card.legal');
  if ((await card.count()) > 0) {
    await card.first().click();
    return true;
  }
  const cell = page.locator('svg.board g.cell.legal');
  if ((await cell.count()) > 0) {
    await cell.first().click({ force: true });
    return true;
  }
  const source = page.locator('svg.board g.cell.source');
  if ((await source.count()) > 0) {
    await source.first().click({ force: true });
    const target = page.locator('svg.board g.cell.legal');
    if ((await target.count()) > 0) {
      await target.first().click({ force: true });
      return true;
    }
  }
  if ((await panel.count()) > 0) {
    await panel.first().click();
    return true;
  }
  return false;
}

describe('the playground in Chromium', () => {
  it('loads each title with its board, hand and stand-in note', async () => {
    await open('seed=1&opponent=hotseat');
    await page.click('[data-testid=pass-ready]');
    const titles = await page.locator('[data-testid=title] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(titles).toEqual(expect.arrayContaining(['skirmish', 'memoir44']));
    for (const id of titles) {
      await page.selectOption('[data-testid=title]', id);
      await page.locator('[data-testid=pass-ready]').click();
      await expect.poll(() => page.locator('svg.board g.cell').count()).toBeGreaterThan(0);
      const name = await page.locator('[data-testid=title] option:checked').innerText();
      expect(await page.locator('[data-testid=note]').innerText()).toContain(name);
      expect(await page.locator('[data-testid=hand] button.card').count()).toBeGreaterThan(0);
      await shot(page, `title-${id}`);
    }
    // Memoir '44: a standard 13x9 board has 113 playable hexes (M44 p.6 [L168]).
    await page.selectOption('[data-testid=title]', 'skirmish');
    await page.selectOption('[data-testid=title]', 'memoir44');
    await page.click('[data-testid=pass-ready]');
    expect(await page.locator('svg.board g.cell').count()).toBe(113);
    // Its units are drawn by the package's own renderer, under the clickable hexes.
    expect(await page.locator('svg.board svg.picture g.unit').count()).toBeGreaterThan(10);
  });

  it("plays Memoir '44 hotseat by clicking: card, orders, a move on the board (M44 p.6)", async () => {
    await open('title=memoir44&scenario=pegasus-bridge&opponent=hotseat&seed=5');
    expect(await page.locator('[data-testid=pass]').isVisible()).toBe(true);
    // Behind the pass screen no hand or board is in the page.
    expect(await page.locator('button.card, svg.board').count()).toBe(0);
    await page.click('[data-testid=pass-ready]');
    expect(await prompt(page)).toMatch(/play a command card/);
    const before = await logCount(page);
    const positions = async (): Promise<string[]> =>
      page.locator('svg.board g.unit').evaluateAll((ps) => ps.map((p) => `${p.getAttribute('data-unit')}@${p.getAttribute('data-hex')}`).sort());
    const start = await positions();
    // Card, then orders and moves until the movement phase ends or a unit has moved.
    let moved = false;
    let hovered = 0;
    for (let i = 0; i < 30 && !moved; i++) {
      const text = await settle();
      if (/select an ordered unit, then an enemy/.test(text)) break;
      const source = page.locator('svg.board g.cell.source');
      if (/then a hex to move it to/.test(text) && (await source.count()) > 0) {
        // Hovering a unit that may move highlights where it may go.
        await source.first().hover({ force: true });
        hovered = await page.locator('svg.board g.cell.hover-target').count();
      }
      expect(await clickOnce()).toBe(true);
      moved = (await positions()).join() !== start.join();
    }
    await shot(page, 'memoir44-after-move');
    expect(await logCount(page)).toBeGreaterThan(before + 1);
    expect(await page.locator('[data-testid=log] li.player-move').first().innerText()).toMatch(/Play .*M44 p\.6/);
    expect(moved).toBe(true);
    expect(hovered).toBeGreaterThan(0);
  });

  it("plays Memoir '44 against the random bot until the bot has played a turn", async () => {
    await open('title=memoir44&scenario=sainte-mere-eglise&opponent=random&seed=3');
    const side = await page.locator('[data-testid=side] option:checked').innerText();
    const botName = /Allies/.test(side) ? 'Axis' : 'Allies';
    const botMoves = page.locator('[data-testid=log] li.player-move .who', { hasText: new RegExp(`^${botName}$`) });
    for (let i = 0; i < 80 && (await botMoves.count()) === 0; i++) expect(await clickOnce()).toBe(true);
    expect(await botMoves.count()).toBeGreaterThan(0);
    // The bot's hand stays hidden: only my own cards are listed.
    expect(await page.locator('[data-testid=hand]').innerText()).toContain(`${/Allies/.test(side) ? 'Allies' : 'Axis'}' command cards`);
    await shot(page, 'memoir44-vs-bot');
  });

  it('finishes a short game against the bot, with dice shown and a rule on every log line', async () => {
    await open('title=skirmish&scenario=quick&opponent=random&seed=2');
    let text = await settle();
    for (let i = 0; i < 40 && !/Game over/.test(text); i++) {
      expect(await clickOnce()).toBe(true);
      text = await settle();
    }
    expect(text).toMatch(/Game over: (Red|Blue) wins|draw/);
    const lines = await page.locator('[data-testid=log] li').allInnerTexts();
    expect(lines.some((l) => /Roll d6: [1-6]/.test(l))).toBe(true);
    for (const l of lines) expect(l).toMatch(/SK [1-5]/);
    expect(await page.locator('[data-testid=chance]').innerText()).toMatch(/Dice and draws since your last decision[\s\S]*Roll d6: [1-6]/);
    await shot(page, 'skirmish-over');
  });

  it('undoes my last decision and keeps the earlier moves', async () => {
    await open('title=skirmish&scenario=long&opponent=mcts&seed=4');
    await settle();
    expect(await clickOnce()).toBe(true);
    await settle();
    const mine = page.locator('[data-testid=log] li.player-move', { hasText: 'Red' });
    const moves = await mine.count();
    expect(moves).toBe(1);
    const total = await logCount(page);
    await page.click('[data-testid=undo]');
    await settle();
    expect(await mine.count()).toBe(0);
    const after = await logCount(page);
    expect(after).toBeLessThan(total);
    expect(after).toBeGreaterThan(0); // the deal stays
    expect(await prompt(page)).toMatch(/^Red: play a card/);
    expect(await page.locator('button.card.legal').count()).toBeGreaterThan(0);
  });

  it('saves a move log, loads it back and replays it step by step', async () => {
    await open('title=skirmish&scenario=standard&opponent=random&seed=9');
    for (let i = 0; i < 3; i++) expect(await clickOnce()).toBe(true);
    await settle();
    const saved = await logCount(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=save]')]);
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    const log = JSON.parse(text) as { game: string; seed: number; moves: unknown[] };
    expect(log.game).toBe('skirmish');
    expect(log.seed).toBe(9);
    expect(log.moves).toHaveLength(saved);

    // A fresh game with another seed, then load the saved one.
    await page.fill('[data-testid=seed]', '77');
    await page.click('[data-testid=new-game]');
    await settle();
    await page.setInputFiles('[data-testid=load-file]', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => page.locator('[data-testid=message]').innerText()).toBe(`Loaded ${saved} moves.`);
    expect(await logCount(page)).toBe(saved);
    expect(await page.locator('[data-testid=seed]').inputValue()).toBe('9');

    await page.click('[data-testid=replay]');
    expect(await page.locator('[data-testid=replay-pos]').innerText()).toBe(`0 / ${saved}`);
    expect(await logCount(page)).toBe(0);
    for (let i = 0; i < 5; i++) await page.click('[data-testid=replay-step]');
    expect(await page.locator('[data-testid=replay-pos]').innerText()).toBe(`5 / ${saved}`);
    expect(await logCount(page)).toBe(5);
    await shot(page, 'skirmish-replay');
    await page.click('[data-testid=replay-resume]');
    await settle();
    // Playing on from move 5 drops the later moves (the bot may have answered since).
    const lines = await page.locator('[data-testid=log] li').allInnerTexts();
    expect(lines.slice(0, 5).join('\n')).toBe((await replayLines(text)).slice(0, 5).join('\n'));

    // A broken log is refused with the reason.
    await page.fill('[data-testid=log-text]', '{"game":"skirmish","setup":{},"moves":[{"type":"play","card":1}]}');
    await page.click('[data-testid=load-text]');
    expect(await page.locator('[data-testid=message]').innerText()).toMatch(/move 1 is refused/);
  });

  it('table-companion mode: the dice and draws are entered by hand (SK 1, SK 3)', async () => {
    await open('title=skirmish&scenario=quick&opponent=hotseat&seed=1&companion=1');
    await page.click('[data-testid=pass-ready]');
    const choices = page.locator('[data-testid=chance-choices] button');
    expect(await choices.allInnerTexts()).toEqual(['Deal a card: 1 (p = 1/3)', 'Deal a card: 2 (p = 1/3)', 'Deal a card: 3 (p = 1/3)']);
    // Deal 3, 3 to red and 1, 2 to blue (cards alternate, SK 1).
    for (const c of [3, 1, 3, 2]) await page.locator('[data-testid=chance-choices] button', { hasText: `Deal a card: ${c}` }).click();
    expect(await prompt(page)).toMatch(/^Red: play a card/);
    expect(await page.locator('button.card .card-name').allInnerTexts()).toEqual(['3', '3']);
    await page.locator('button.card.legal').first().click();
    // The d6 is entered by hand: a 6 misses a card 3 (hits on 1-4, SK 3).
    expect(await choices.count()).toBe(6);
    await choices.filter({ hasText: 'Roll d6: 6' }).click();
    expect(await page.locator('[data-testid=log] li').last().innerText()).toMatch(/Roll d6: 6.*missed/);
    await shot(page, 'skirmish-companion');
  });

  it("table-companion mode in Memoir '44: a long list of draws is a drop-down (M44 p.6)", async () => {
    await open('title=memoir44&scenario=pegasus-bridge&opponent=hotseat&seed=1&companion=1');
    await page.click('[data-testid=pass-ready]');
    const options = await page.locator('[data-testid=chance-select] option').allInnerTexts();
    expect(options.length).toBeGreaterThan(24);
    const air = options.findIndex((o) => o.startsWith('Draw Air Power'));
    expect(air).toBeGreaterThanOrEqual(0);
    await page.selectOption('[data-testid=chance-select]', String(air));
    await page.click('[data-testid=chance-choices] button');
    expect(await page.locator('[data-testid=log] li').first().innerText()).toMatch(/Draw Air Power/);
    expect(await page.locator('[data-testid=hand] button.card .card-name').allInnerTexts()).toEqual(['Air Power']);
    await shot(page, 'memoir44-companion');
  });
});

/** The log lines the page shows for a saved game, computed by loading it into a second tab. */
async function replayLines(text: string): Promise<string[]> {
  const other = await hs.context.newPage();
  other.on('console', (m) => {
    if (m.type() === 'error') hs.errors.push(`console: ${m.text()}`);
  });
  await other.goto(`${BASE}?title=skirmish&opponent=random`);
  await other.fill('[data-testid=log-text]', text);
  await other.click('[data-testid=load-text]');
  const lines = await other.locator('[data-testid=log] li').allInnerTexts();
  await other.close();
  return lines;
}
