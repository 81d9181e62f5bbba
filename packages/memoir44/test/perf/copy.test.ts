/**
 * The literal copies of util/copy.ts must equal the spreads they replace, and must know
 * every field that states reached in play carry.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { scenarios } from '../../src/index.js';
import {
  COPIED_KEYS,
  appended,
  joined,
  withoutFirst,
  drewCard,
  movedOrder,
  patchOrder,
  patchState,
  patchTurn,
  patchUnit,
  withDeck,
  withDiscard,
  withHands,
  withNextSide,
  withOrders,
  withPhase,
  withPlayed,
  withTurn,
  withUnits,
} from '../../src/util/copy.js';
import type { State } from '../../src/state.js';

function reachedStates(): State[] {
  const setup = scenarios['sainte-mere-eglise'];
  if (!setup) throw new Error('missing scenario');
  const out: State[] = [];
  const init = game.setup(setup);
  if (!init.ok) throw new Error(init.error.message);
  for (const seed of [3, 4]) {
    const r = randomPlayout(game, setup, seed);
    let s = init.state;
    for (const m of r.moves) {
      const next = game.resolve(s, m);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      out.push(s);
    }
  }
  return out;
}

describe('literal copies of the state records (M44 p.6-11 sequence of play)', () => {
  const states = reachedStates();

  it('copy every field that reached states, turns, units and orders carry', () => {
    expect(states.length).toBeGreaterThan(500);
    const seen = { state: new Set<string>(), turn: new Set<string>(), unit: new Set<string>(), order: new Set<string>(), draw: new Set<string>() };
    const note = (set: Set<string>, o: object): void => Object.keys(o).forEach((k) => set.add(k));
    for (const s of states) {
      note(seen.state, s);
      if (s.turn) note(seen.turn, s.turn);
      for (const u of s.units) note(seen.unit, u);
      for (const o of s.turn?.orders ?? []) note(seen.order, o);
      if (s.phase.kind === 'draw') note(seen.draw, s.phase);
    }
    expect(COPIED_KEYS.state).toEqual(expect.arrayContaining([...seen.state]));
    expect(COPIED_KEYS.turn).toEqual(expect.arrayContaining([...seen.turn]));
    expect(COPIED_KEYS.unit).toEqual(expect.arrayContaining([...seen.unit]));
    expect(COPIED_KEYS.order).toEqual(expect.arrayContaining([...seen.order]));
    expect(COPIED_KEYS.draw).toEqual(expect.arrayContaining([...seen.draw]));
    expect(seen.draw.size).toBeGreaterThan(3);
  });

  it('equal the spreads they replace', () => {
    for (const s of states.slice(0, 400)) {
      expect(patchState(s, { active: 'axis', turn: null })).toStrictEqual({ ...s, active: 'axis', turn: null });
      expect(withPhase(s, { kind: 'battle' })).toStrictEqual({ ...s, phase: { kind: 'battle' } });
      expect(withUnits(s, s.units.slice(1))).toStrictEqual({ ...s, units: s.units.slice(1) });
      expect(withTurn(s, null)).toStrictEqual({ ...s, turn: null });
      expect(withDeck(s, {})).toStrictEqual({ ...s, deck: {} });
      expect(withHands(s, { allies: [], axis: [] })).toStrictEqual({ ...s, hands: { allies: [], axis: [] } });
      expect(withDiscard(s, [])).toStrictEqual({ ...s, discard: [] });
      expect(withNextSide(s, { allies: 9, axis: 9 }, 'axis')).toStrictEqual({ ...s, turns: { allies: 9, axis: 9 }, active: 'axis', turn: null });
      if (s.turn) expect(withPlayed(s, s.hands, {}, { axis: 1 }, s.turn)).toStrictEqual({ ...s, lastCard: {}, lastSection: { axis: 1 } });
      const u = s.units[0];
      if (u) expect(patchUnit(u, { at: 5 })).toStrictEqual({ ...u, at: 5 });
      const t = s.turn;
      if (t) expect(patchTurn(t, { ambushed: true })).toStrictEqual({ ...t, ambushed: true });
      const o = t?.orders[0];
      if (o) expect(patchOrder(o, { moved: true })).toStrictEqual({ ...o, moved: true });
      if (o) expect(movedOrder(o, 2, true, false)).toStrictEqual({ ...o, moved: true, cost: 2, stopped: true, canBattle: false });
      if (t) expect(withOrders(t, [])).toStrictEqual({ ...t, orders: [] });
      const ph = s.phase;
      if (ph.kind === 'draw') expect(drewCard(ph, 'ambush')).toStrictEqual({ ...ph, left: ph.left - 1, drawn: [...ph.drawn, 'ambush'] });
    }
  });

  it('joined, appended and withoutFirst equal the spreads and splices they replace', () => {
    const a = ['x', 'y', 'x', 'z'];
    expect(joined(a, ['p', 'q'])).toStrictEqual([...a, 'p', 'q']);
    expect(joined([], a)).toStrictEqual([...a]);
    expect(appended(a, 'w')).toStrictEqual([...a, 'w']);
    expect(appended([], 'w')).toStrictEqual(['w']);
    const spliced = a.slice();
    spliced.splice(a.indexOf('x'), 1);
    expect(withoutFirst(a, 'x')).toStrictEqual(spliced);
    expect(withoutFirst(a, 'z')).toStrictEqual(['x', 'y', 'x']);
    expect(withoutFirst(a, 'none')).toStrictEqual(a);
    expect(withoutFirst(a, 'none')).not.toBe(a);
    expect(a).toStrictEqual(['x', 'y', 'x', 'z']);
  });
});
