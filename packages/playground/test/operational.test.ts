import { describe, expect, it } from 'vitest';
import { RAT_ONE, Rng, pickChance, ratEquals, ratSum } from '@esagono/kernel';
import { renderSvg as cgSvg, type State as CgState } from '@esagono/caso-giallo';
import { renderSvg as n44Svg, type State as N44State } from '@esagono/normandy44';
import { casoGialloPresenter } from '../src/titles/caso-giallo.js';
import { normandy44Presenter } from '../src/titles/normandy44.js';
import type { AnyPresenter, ChanceDisplay } from '../src/titles/types.js';

/**
 * The two operational hex titles (issues #17, #19) on the page: the package's picture, the log of
 * each move in words with its rules, and the odds before every roll (and Case Yellow's cup before
 * every draw), exact and summing to 1.
 */
const CASES = [
  { p: normandy44Presenter, picture: (s: unknown, c: boolean) => n44Svg(s as N44State, { hexSize: 22, legend: true, coordinates: c }), limit: 400, rule: /^N44/ },
  { p: casoGialloPresenter, picture: (s: unknown, c: boolean) => cgSvg(s as CgState, { hexSize: 24, legend: true, coordinates: c }), limit: 1500, rule: /^CG / },
] as const;

/** A bot that commits and resolves when it can, so attacks are made. */
function pick(p: AnyPresenter, st: unknown, rng: Rng): unknown {
  const legal = p.game.legalMoves(st) as readonly { type: string }[];
  for (const t of ['commit', 'maf', 'resolve']) {
    const xs = legal.filter((m) => m.type === t);
    if (xs.length > 0) return rng.pick(xs);
  }
  const attacks = legal.filter((m) => m.type === 'attack');
  if (attacks.length > 0 && rng.int(2) === 0) return rng.pick(attacks);
  return rng.pick(legal.filter((m) => m.type !== 'cancel' && m.type !== 'abandon').concat(legal.length === 1 ? legal : []));
}

const sumsToOne = (c: ChanceDisplay): boolean => ratEquals(ratSum(c.rows.map((r) => r.p)), RAT_ONE);

describe.each(CASES.map((c) => [c.p.id, c] as const))('%s on the page', (_id, { p, picture, limit, rule }) => {
  it("draws the package's own picture under transparent hexes", () => {
    const sc = p.scenarios[0];
    if (!sc) throw new Error('no scenario');
    const init = p.game.setup(sc.setup, { seed: 1 });
    if (!init.ok) throw new Error(init.error.message);
    for (const coordinates of [false, true]) {
      const d = p.board(p.game.view(init.state, p.game.players[0] as string), sc.setup, { coordinates }, init.state);
      expect(d.picture).toBe(picture(init.state, coordinates));
      expect(d.cells.every((c) => c.fill === 'transparent')).toBe(true);
    }
  });

  it('narrates every move with its rules, and shows exact odds before every roll and every declared attack', () => {
    const sc = p.scenarios[0];
    if (!sc || !p.narrate || !p.odds || !p.pending) throw new Error('incomplete presenter');
    const init = p.game.setup(sc.setup, { seed: 7 });
    if (!init.ok) throw new Error(init.error.message);
    const rng = new Rng(7);
    let st = init.state;
    let pending = 0;
    let odds = 0;
    for (let i = 0; i < limit && p.game.actor(st).kind !== 'terminal'; i++) {
      const a = p.game.actor(st);
      const move = a.kind === 'chance' ? pickChance(p.game.chanceOutcomes(st), rng) : pick(p, st, rng);
      if (a.kind === 'chance') {
        const c = p.pending(st);
        expect(c).not.toBeNull();
        if (c) {
          expect(sumsToOne(c)).toBe(true);
          pending++;
        }
      } else {
        const c = p.odds(st, move);
        if (c) {
          expect(sumsToOne(c)).toBe(true);
          for (const t of c.terms) expect(t.rule).toMatch(rule);
          odds++;
        }
      }
      const r = p.game.resolve(st, move);
      if (!r.ok) throw new Error(r.error.message);
      for (const viewer of [...p.game.players, null]) {
        const lines = p.narrate(st, move, r.state, viewer);
        expect(lines[0]?.text).toBe(p.describe(move, p.game.view(st, p.game.players[0] as string)));
        for (const l of lines) {
          expect(l.text).not.toMatch(/[{}]/);
          expect(l.rule).toMatch(rule);
        }
      }
      st = r.state;
    }
    expect(pending).toBeGreaterThan(5);
    expect(odds).toBeGreaterThan(3);
  });
});
