/**
 * Playing Memoir '44 as a player would (issue #16): odds before the dice and the dice kept in
 * sight after, every change explained in the log, Ambush asked only when it can be played, the
 * Recon draw shown to its drawer, undo numbering, paratroopers lost on landing in table-companion
 * mode, and whole games against the bot and at the table. Screenshots go to e2e/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { battleDistribution } from '@esagono/memoir44';
import { openAt, settleOn, shot, useHarness } from './harness.js';
import { closeAssaultWithoutAmbush, findPosition, reconChoice } from './positions.js';

let page: Page;
useHarness((hs) => {
  page = hs.page;
});

const logCount = (p: Page): Promise<number> => p.locator('[data-testid=log] > li').count();

const open = (query: string): Promise<void> => openAt(page, query);

const settle = (): Promise<string> => settleOn(page);

async function load(text: string): Promise<void> {
  await page.fill('[data-testid=log-text]', text);
  await page.click('[data-testid=load-text]');
  // In hotseat the device passes to whoever decides in the loaded position.
  await settle();
  if (await page.locator('[data-testid=pass-ready]').isVisible()) await page.click('[data-testid=pass-ready]');
  await expect.poll(() => page.locator('[data-testid=message]').innerText()).toMatch(/^Loaded \d+ moves\.$/);
}

/** Enters a chance outcome by hand: the option chosen by `pick` among those offered. */
async function enterChance(pick: (n: number) => number): Promise<void> {
  const select = page.locator('[data-testid=chance-select]');
  if ((await select.count()) > 0) {
    const n = await select.locator('option').count();
    await select.selectOption(String(pick(n)));
    await page.click('[data-testid=chance-choices] button');
    return;
  }
  const buttons = page.locator('[data-testid=chance-choices] button');
  const n = await buttons.count();
  await buttons.nth(pick(n)).click();
}

/**
 * One decision as a person makes it: pass screen, chance entered by hand, a legal card, a
 * board element (a unit then its target), or a panel button. `turn` varies the choices.
 */
async function decide(turn: number, pick: (n: number) => number = (n) => (turn * 7 + 3) % n): Promise<boolean> {
  await settle();
  if (await page.locator('[data-testid=pass-ready]').isVisible()) {
    await page.click('[data-testid=pass-ready]');
    return true;
  }
  if ((await page.locator('[data-testid=chance-choices]').count()) > 0) {
    await enterChance(pick);
    return true;
  }
  const card = page.locator('button.card.legal');
  if ((await card.count()) > 0) {
    await card.nth(turn % (await card.count())).click();
    return true;
  }
  const cell = page.locator('svg.board g.cell.legal');
  const source = page.locator('svg.board g.cell.source');
  const prompt = await settle();
  // In the battle phase, battle when a unit can; otherwise move, then end.
  if ((await source.count()) > 0 && !/then a hex to move it to/.test(prompt)) {
    await source.nth(turn % (await source.count())).click({ force: true });
    if ((await cell.count()) > 0) {
      await cell.first().click({ force: true });
      return true;
    }
  }
  if ((await cell.count()) > 0) {
    await cell.nth(turn % (await cell.count())).click({ force: true });
    return true;
  }
  if ((await source.count()) > 0 && turn % 3 !== 0) {
    await source.nth(turn % (await source.count())).click({ force: true });
    if ((await cell.count()) > 0) {
      await cell.nth(turn % (await cell.count())).click({ force: true });
      return true;
    }
  }
  const panel = page.locator('[data-testid=actions] button, [data-testid=choice] button');
  if ((await panel.count()) > 0) {
    await panel.nth(turn % (await panel.count())).click();
    return true;
  }
  return false;
}

/** p = num/den from "12.3% (num/den)". */
function fraction(text: string): [bigint, bigint] {
  const m = /\((\d+)\/(\d+)\)/.exec(text);
  if (!m) throw new Error(`no fraction in ${text}`);
  return [BigInt(m[1] as string), BigInt(m[2] as string)];
}

describe("playing Memoir '44 in Chromium", () => {
  it('shows the dice, each modifier with its rule and the exact odds before a battle, and the faces after', async () => {
    await open('title=memoir44&scenario=pegasus-bridge&opponent=hotseat&seed=5');
    let found = false;
    for (let i = 0; i < 200 && !found; i++) {
      const text = await settle();
      const source = page.locator('svg.board g.cell.source');
      if (/then an enemy to battle/.test(text) && (await source.count()) > 0) {
        for (let k = 0; k < (await source.count()) && !found; k++) {
          await source.nth(k).click({ force: true });
          found = (await page.locator('[data-testid=odds] .odds-entry').count()) > 0;
        }
        if (found) break;
      }
      expect(await decide(i)).toBe(true);
    }
    expect(found).toBe(true);
    const entries = page.locator('[data-testid=odds] .odds-entry');
    expect(await entries.count()).toBe(await page.locator('svg.board g.cell.legal').count());
    const first = entries.first();
    const head = await first.locator('.odds-title').innerText();
    const dice = Number(/^(\d+) (?:die|dice)\b/.exec(head)?.[1]);
    expect(dice).toBeGreaterThan(0);
    // The modifiers add up to the dice, each with a rule reference.
    const terms = await first.locator('table.odds-terms tr').allInnerTexts();
    expect(terms.reduce((a, t) => a + Number(t.split('\t')[0]), 0)).toBe(dice);
    for (const t of terms) expect(t).toMatch(/M44|digest|scenario/);
    // Hits below the figures and elimination add up to 1, and match the kernel's exact distribution.
    const type = /battles (?:Allies|Axis) (infantry|armor|artillery)/.exec(head)?.[1] as 'infantry' | 'armor' | 'artillery';
    const figures = Number(/\((\d) figures\)/.exec(head)?.[1]);
    const rows = await first.locator('table.odds-rows tr').allInnerTexts();
    const exact = battleDistribution(dice, type, figures, /stars hit/.test(head));
    let num = 0n;
    let den = 1n;
    const shown = Math.min(figures, dice + 1);
    for (let k = 0; k < shown; k++) {
      const [n, d] = fraction(rows[k] as string);
      const e = exact.hits[k];
      expect(`${n}/${d}`).toBe(e ? `${e.num}/${e.den}` : '0/1');
      num = num * d + n * den;
      den = den * d;
    }
    const [en, ed] = fraction(rows[shown] as string);
    expect(rows[shown]).toMatch(/^eliminated/);
    expect(`${en}/${ed}`).toBe(`${exact.eliminated.num}/${exact.eliminated.den}`);
    expect(num * ed + en * den).toBe(den * ed);
    // Hovering a target brings its odds up.
    const to = (await first.getAttribute('data-to')) as string;
    await page.locator(`svg.board g.cell[data-el="${to}"]`).hover({ force: true });
    expect(await first.getAttribute('class')).toMatch(/hovered/);
    await shot(page, 'odds-before-battle');
    // Battle: the faces and what each did are listed, and stay in sight.
    await page.locator(`svg.board g.cell[data-el="${to}"]`).click({ force: true });
    await settle();
    if (await page.locator('[data-testid=pass-ready]').isVisible()) await page.click('[data-testid=pass-ready]');
    const results = page.locator('[data-testid=chance]');
    await expect.poll(() => results.innerText()).toMatch(new RegExp(`${dice} di(?:e|ce) on (Allies|Axis)`));
    expect(await results.innerText()).toMatch(/M44 p\.9/);
    const log = await page.locator('[data-testid=log]').innerText();
    expect(log).toMatch(new RegExp(`${dice} di(?:e|ce) on .*\\(\\d+ hits?, \\d+ flags?\\)`));
    await shot(page, 'dice-after-battle');
  });

  it('hotseat: a close assault on a side without Ambush goes on without passing the device', async () => {
    const pos = findPosition('pegasus-bridge', closeAssaultWithoutAmbush);
    expect(pos).not.toBeNull();
    if (!pos) return;
    await open('title=memoir44&scenario=pegasus-bridge&opponent=hotseat&seed=1');
    await page.click('[data-testid=pass-ready]');
    await load(JSON.stringify(pos.log));
    // Find the close assault among the legal battles: its target is next to the attacker and holds no Ambush.
    const { game } = await import('@esagono/memoir44');
    const m = game.legalMoves(pos.state).find((x) => {
      if (x.type !== 'attack') return false;
      const r = game.resolve(pos.state, x);
      return r.ok && r.state.phase.kind === 'ambush';
    });
    expect(m?.type).toBe('attack');
    if (m?.type !== 'attack') return;
    const from = pos.state.units[m.unit]?.at;
    const to = pos.state.units[m.target]?.at;
    await page.locator(`svg.board g.cell[data-el="h:${from}"]`).click({ force: true });
    await page.locator(`svg.board g.cell[data-el="h:${to}"]`).click({ force: true });
    await settle();
    // The device may pass afterwards, for the defender's retreat: the log then shows the order of things.
    if (await page.locator('[data-testid=pass-ready]').isVisible()) await page.click('[data-testid=pass-ready]');
    const lines = await page.locator('[data-testid=log] > li').allInnerTexts();
    const at = lines.findIndex((l, i) => i >= pos.log.moves.length && /Do not ambush/.test(l));
    expect(at).toBeGreaterThanOrEqual(pos.log.moves.length);
    expect(lines[at]).toMatch(/hold no Ambush card/);
    // The roll followed at once: no pass screen came between the attack and the dice.
    expect(lines[at + 1]).toMatch(/di(e|ce) on/);
    await shot(page, 'close-assault-no-ambush');
  });

  it('Recon: the drawer reads the two cards drawn in the log as in the hand; the opponent does not', async () => {
    const pos = findPosition('pegasus-bridge', reconChoice);
    expect(pos).not.toBeNull();
    if (!pos) return;
    const drawer = pos.state.active === 'allies' ? 'Allies' : 'Axis';
    await open('title=memoir44&scenario=pegasus-bridge&opponent=hotseat&seed=1');
    await page.click('[data-testid=pass-ready]');
    await load(JSON.stringify(pos.log));
    expect(await page.locator('[data-testid=status]').innerText()).toMatch(new RegExp(`Viewing as\\s+${drawer}`));
    const offered = await page.locator('[data-testid=hand] button[data-el^="keep:"] .card-name').allInnerTexts();
    expect(offered).toHaveLength(2);
    const lines = await page.locator('[data-testid=log] > li').allInnerTexts();
    const last2 = lines.slice(-2);
    for (const [i, name] of offered.entries()) expect(last2[i]).toContain(`Draw ${name}`);
    for (const l of last2) expect(l).not.toMatch(/hidden/);
    await shot(page, 'recon-keep-one');
    // The same log read by the other side in replay: the draws are hidden.
    await page.click('[data-testid=replay]');
    await page.click('[data-testid=replay-end]');
    await page.selectOption('[data-testid=replay-as]', drawer === 'Allies' ? 'axis' : 'allies');
    const other = (await page.locator('[data-testid=log] > li').allInnerTexts()).slice(-2);
    for (const l of other) expect(l).toMatch(/a card is drawn \(hidden\)/);
  });

  it('undo says which position it went back to, numbered as the log', async () => {
    await open('title=memoir44&scenario=pegasus-bridge&opponent=hotseat&seed=7');
    for (let i = 0; i < 4; i++) expect(await decide(i)).toBe(true);
    await settle();
    await page.click('[data-testid=undo]');
    await settle();
    const n = await logCount(page);
    expect(await page.locator('[data-testid=message]').innerText()).toBe(`Undone: back to the position after move ${n}.`);
  });

  it('table-companion mode: four paratroopers entered on one hex leave one unit and three lines for the lost', async () => {
    await open('title=memoir44&scenario=sainte-mere-eglise&opponent=hotseat&seed=1&companion=1');
    await page.click('[data-testid=pass-ready]');
    // Deal the hands by hand, then the drop.
    for (let i = 0; i < 30 && /Draw/.test(await page.locator('[data-testid=chance-choices]').innerText()); i++) await enterChance(() => 0);
    const before = await page.locator('svg.board svg.picture g.unit').count();
    const hexes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const select = page.locator('[data-testid=chance-select]');
      const label = (await select.count()) > 0 ? await select.locator('option').first().innerText() : await page.locator('[data-testid=chance-choices] button').first().innerText();
      expect(label).toMatch(/paratrooper unit drops onto/);
      hexes.push(label);
      await enterChance(() => 0);
    }
    expect(new Set(hexes).size).toBe(1);
    expect(await page.locator('svg.board svg.picture g.unit').count()).toBe(before + 1);
    const log = await page.locator('[data-testid=log]').innerText();
    expect(log.match(/is lost without a medal · scenario special rule: airdrop/g)).toHaveLength(3);
    await shot(page, 'companion-airdrop');
  });
});

describe("whole games of Memoir '44", () => {
  it('a full game against the random bot, to its end', { timeout: 900_000 }, async () => {
    await open('title=memoir44&scenario=pegasus-bridge&opponent=random&seed=11');
    let text = await settle();
    let i = 0;
    for (; i < 3000 && !/Game over/.test(text); i++) {
      expect(await decide(i)).toBe(true);
      text = await settle();
    }
    expect(text).toMatch(/Game over: (Allies|Axis) wins/);
    const log = await page.locator('[data-testid=log]').innerText();
    expect(log).toMatch(/win with \d+ of \d+ medals · M44 p\.6 \[L158\]/);
    expect(log).toMatch(/is eliminated: (Allies|Axis) gain 1 medal · M44 p\.9 \[L372-374\]/);
    await shot(page, 'full-game-vs-bot');
  });

  it('a full game in table-companion mode, every die and card entered by hand', { timeout: 900_000 }, async () => {
    await open('title=memoir44&scenario=pegasus-bridge&opponent=random&seed=12&companion=1');
    let text = await settle();
    let entered = 0;
    let rolls = 0;
    for (let i = 0; i < 4000 && !/Game over/.test(text); i++) {
      if ((await page.locator('[data-testid=chance-choices]').count()) > 0) {
        entered++;
        // Before battle dice are entered, the odds they are rolled at are shown.
        // (A battle's roll, not the dice of Medics & Mechanics or Their Finest Hour.)
        if (/Phase\s+roll\b/.test(await page.locator('[data-testid=status]').innerText())) {
          expect(await page.locator('[data-testid=pending-odds]').innerText()).toMatch(/About to be rolled\s+\d+ (die|dice) — /);
          rolls++;
        }
      }
      // Outcomes are listed from few symbols to many: entering mostly the later ones ends the game sooner.
      expect(await decide(i, (n) => Math.max(0, n - 1 - ((i * 5) % Math.min(n, 6))))).toBe(true);
      text = await settle();
    }
    expect(text).toMatch(/Game over: (Allies|Axis) wins/);
    expect(entered).toBeGreaterThan(20);
    expect(rolls).toBeGreaterThan(3);
    // No chance move was made by the page: every chance line was entered.
    const chanceLines = await page.locator('[data-testid=log] > li.chance-move').count();
    expect(chanceLines).toBe(entered);
    await shot(page, 'full-game-companion');
  });
});
