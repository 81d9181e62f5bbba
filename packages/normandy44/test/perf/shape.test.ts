import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../../src/index.js';
import { settleShape, shapeState } from '../../src/sequence/shape.js';
import type { Move, State, UnitState } from '../../src/state.js';
import { contextOf } from '../../src/context.js';

/** The first `n` positions of a seeded random mini-game (N44 25) and the move played in each. */
function play(seed: number, n: number): { s: State; m: Move }[] {
  const rng = new Rng(seed);
  const start = game.setup(scenarios['mini-game']);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.state;
  const out: { s: State; m: Move }[] = [];
  while (out.length < n && game.actor(s).kind !== 'terminal') {
    const m: Move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    out.push({ s, m });
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

/** A state as its JSON text and every object's key order: what a reshaped copy must keep exactly. */
const text = (s: State): string => JSON.stringify(s) + JSON.stringify(Object.keys(s)) + JSON.stringify(s.units.map((u) => Object.keys(u)));

describe('resolved states are rebuilt in one hidden class per shape, with the same JSON (sequence/shape.ts)', () => {
  it('settleShape keeps every key, its order and value, and the units carried over', () => {
    const a = play(1, 1)[0]?.s as State;
    const moved: UnitState = { ...(a.units[5] as UnitState), moved: !a.units[5]?.moved };
    const units = a.units.slice();
    units[5] = moved;
    const b: State = { ...a, turn: a.turn + 1, units };
    const before = text(b);
    const prevText = text(a);
    const out = settleShape(a, b);
    expect(text(out)).toBe(before);
    expect(text(a)).toBe(prevText); // the earlier state is untouched
    expect(out).not.toBe(b);
    // Units carried over stay the same objects (the caches keyed by unit objects stay warm); the changed one is a copy.
    expect(out.units[4]).toBe(a.units[4]);
    expect(out.units[5]).not.toBe(moved);
    expect(out.units[5]).toEqual(moved);
  });

  it('keeps every key and its order on the usual keys (copied by one literal) and on any other sequence', () => {
    const a = play(4, 1)[0]?.s as State;
    const units = a.units.slice();
    // The usual unit keys, optional markers after them, markers before them, and keys in another order.
    units[3] = { ...(a.units[3] as UnitState), moved: true };
    units[4] = { ...(a.units[4] as UnitState), sm: true, truck: false };
    units[5] = { entryMp: 2, ...(a.units[5] as UnitState) };
    const { id, ...rest } = a.units[6] as UnitState;
    units[6] = { ...rest, id };
    const { campaign: _c, ...noCampaign } = a;
    const { turn, ...turnLast } = a;
    for (const b of [{ ...a, units }, { ...noCampaign, units } as State, { ...turnLast, units, turn } as State]) {
      const before = text(b);
      const out = settleShape(a, b);
      expect(text(out)).toBe(before);
      for (let i = 3; i <= 6; i++) expect(Object.keys(out.units[i] as UnitState)).toEqual(Object.keys(units[i] as UnitState));
      expect(Object.keys(out)).toEqual(Object.keys(b));
    }
  });

  it('a state whose unit list is carried over keeps the list itself', () => {
    const a = play(2, 1)[0]?.s as State;
    const out = settleShape(a, { ...a, phase: 'allied-movement' });
    expect(out.units).toBe(a.units);
    expect(out.phase).toBe('allied-movement');
  });

  it('the set-up state and every resolved state equal, key by key, a plain copy made from their JSON', () => {
    const start = game.setup(scenarios.cherbourg);
    if (!start.ok) throw new Error(start.error.message);
    expect(text(shapeState(start.state))).toBe(text(start.state));
    for (const { s, m } of play(3, 80)) {
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      const copy = JSON.parse(JSON.stringify(r.state)) as State;
      expect(JSON.stringify(r.state)).toBe(JSON.stringify(copy));
      expect(Object.keys(r.state)).toEqual(Object.keys(copy));
      // Resolving is still a pure function of the position: the same move on a JSON copy gives the same state.
      const again = game.resolve(JSON.parse(JSON.stringify(s)) as State, m);
      expect(again.ok && JSON.stringify(again.state)).toBe(JSON.stringify(r.state));
    }
  }, 60_000);
});

describe('a move or a Reserve marker is built in shape once (sequence/shape.ts withShapedUnit, context.ts preshaped; issue #17)', () => {
  it('gives the state a spread and settleShape gave: same JSON, key orders, carried units, and lineage', () => {
    let moves = 0;
    let reserves = 0;
    for (const seed of [5, 7]) {
      for (const { s, m } of play(seed, 700)) {
        // A move, and a Reserve marker put on outside combat (N44 15.1): one unit changes.
        if (m.type !== 'move' && !(m.type === 'reserve' && s.combat?.stage !== 'advance')) continue;
        const r = game.resolve(s, m);
        if (!r.ok) throw new Error(r.error.message);
        // The same move on a copy made the old way: a spread of the state and of the unit, then settleShape.
        const i = s.units.findIndex((u) => u.id === m.unit);
        const u = s.units[i] as UnitState;
        expect(r.state.units[i]?.id).toBe(m.unit);
        const units = s.units.slice();
        units[i] = { ...u, ...(r.state.units[i] as UnitState) };
        const old = settleShape(s, { ...s, moving: null, control: r.state.control, units });
        expect(text(r.state)).toBe(text(old));
        // Every other unit is the parent's object; the lineage names the one place that changed.
        for (let k = 0; k < s.units.length; k++) if (k !== i) expect(r.state.units[k]).toBe(s.units[k]);
        expect(r.state.units[i]).not.toBe(u);
        expect(contextOf(r.state).lineages.get(r.state.units)).toEqual({ parent: s.units, changed: [i] });
        // Settling it again (a state not built by it) rebuilds as before.
        expect(text(settleShape(s, r.state))).toBe(text(old));
        if (m.type === 'reserve') reserves++;
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(100);
    expect(reserves).toBeGreaterThan(3);
  }, 60_000);
});
