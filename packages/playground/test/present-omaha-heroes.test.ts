// D-Day at Omaha Beach and Heroes of Normandie on the page (issues #18, #20): the package's picture
// under the cells, the log with a rule on every line, odds before each roll that sum to 1, and
// the odds panel of a selected unit computed in good time.
import { describe, expect, it } from 'vitest';
import { RAT_ONE, RAT_ZERO, Rng, pickChance, ratAdd, ratEquals } from '@esagono/kernel';
import { targetsOf } from '../src/targets.js';
import { heroesPresenter } from '../src/titles/heroes-of-normandie.js';
import { omahaPresenter } from '../src/titles/omaha-beach.js';
import type { AnyPresenter, ChanceDisplay } from '../src/titles/types.js';

function* steps(p: AnyPresenter, seed: number, limit: number): Generator<{ before: unknown; move: unknown; after: unknown }> {
  const sc = p.scenarios[0];
  if (!sc) throw new Error('no scenario');
  const init = p.game.setup(sc.setup, { seed });
  if (!init.ok) throw new Error(init.error.message);
  const rng = new Rng(seed);
  let s = init.state;
  for (let i = 0; i < limit && p.game.actor(s).kind !== 'terminal'; i++) {
    const a = p.game.actor(s);
    const m = a.kind === 'chance' ? pickChance(p.game.chanceOutcomes(s), rng) : rng.pick(p.game.legalMoves(s));
    const r = p.game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    yield { before: s, move: m, after: r.state };
    s = r.state;
  }
}

const total = (c: ChanceDisplay) => c.rows.reduce((a, r) => ratAdd(a, r.p), RAT_ZERO);

describe.each([
  { p: omahaPresenter, rule: /^DDOB /, limit: 500 },
  { p: heroesPresenter, rule: /^HoN p\./, limit: 500 },
])('$p.id on the page', ({ p, rule, limit }) => {
  it("the board is the package's picture with transparent cells over it", () => {
    const { before } = steps(p, 1, 1).next().value as { before: unknown };
    const player = p.game.players[0] as string;
    const d = p.board(p.game.view(before, player), p.scenarios[0]?.setup, { coordinates: false }, before);
    expect(d.picture).toMatch(/^<svg[^>]*viewBox="0 0 [\d.]+ [\d.]+"/);
    expect(d.edges).toHaveLength(0);
    expect(d.pieces.length).toBeGreaterThan(3);
  });

  it('narrate: every line has its rule and none is JSON; odds and pending sum to 1 with a rule on every term', () => {
    let pending = 0;
    for (const { before, move, after } of steps(p, 2, limit)) {
      for (const viewer of p.game.players) {
        for (const l of p.narrate?.(before, move, after, viewer) ?? []) {
          expect(l.text).not.toMatch(/[{}]/);
          expect(l.rule ?? '').toMatch(rule);
        }
      }
      const a = p.game.actor(before);
      const c = a.kind === 'chance' ? p.pending?.(before) : p.odds?.(before, move);
      if (!c) continue;
      expect(ratEquals(total(c), RAT_ONE)).toBe(true);
      for (const t of c.terms) expect(t.rule).toMatch(rule);
      if (a.kind === 'chance') pending++;
    }
    expect(pending).toBeGreaterThan(3);
  });

  it('the odds panel of a selected unit (every move it may make) is computed in under a second', () => {
    let worst = 0;
    let panels = 0;
    for (const { before } of steps(p, 3, limit)) {
      const a = p.game.actor(before);
      if (a.kind !== 'player') continue;
      const view = p.game.view(before, a.player);
      const t = targetsOf(p, view, p.game.legalMoves(before));
      const from = [...new Set(t.placed.map((x) => x.from).filter((x): x is string => !!x))];
      for (const f of from.slice(0, 3)) {
        const t0 = performance.now();
        const shown = t.placed.filter((x) => x.from === f).map((x) => p.odds?.(before, x.move)).filter((c) => !!c);
        worst = Math.max(worst, performance.now() - t0);
        if (shown.length) panels++;
      }
    }
    expect(panels).toBeGreaterThan(0);
    expect(worst).toBeLessThan(1000);
  });
});
