/**
 * Bridgehead's rules, one test per rule (BH n, docs/writing-a-title.md), on hand-made positions
 * driven through the protocol only: setup, legalMoves, chanceOutcomes, resolve.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BRIDGEHEAD_BOARD as BOARD,
  Rng,
  StackIndex,
  bridgehead,
  bridgeheadScenarios,
  pickChance,
  type BridgeheadMove as Move,
  type BridgeheadSetup as Setup,
  type BridgeheadState as State,
} from '../../src/index.js';
import { STACKING as STACKING_RULES } from '../../src/example/bridgehead/data/stacking.js';

const at = (q: number, r: number) => BOARD.indexAt(q, r);

function start(units: Setup['units'], turns = 2): State {
  const r = bridgehead.setup({ turns, units });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function play(s: State, ...moves: Move[]): { state: State; events: string[] } {
  const events: string[] = [];
  for (const m of moves) {
    const r = bridgehead.resolve(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code} ${r.error.message}`);
    events.push(...r.events.map((e) => e.type));
    s = r.state;
  }
  return { state: s, events };
}

const unit = (s: State, id: string) => s.units.find((u) => u.id === id)!;

// A: blue armor east of the river; I: blue infantry across it; R: red infantry between them; far: a red militia out of the way.
const CLASH: Setup['units'] = [
  { id: 'A', side: 'blue', kind: 'armor', hex: { q: 3, r: 2 } },
  { id: 'I', side: 'blue', kind: 'infantry', hex: { q: 2, r: 1 } },
  { id: 'R', side: 'red', kind: 'infantry', hex: { q: 3, r: 1 } },
  { id: 'far', side: 'red', kind: 'militia', hex: { q: 5, r: 3 } },
];

/** Blue ends its move, attacks R with A and I: 6 + 4 halved across the river = 8 against 4, 2-1, armor 1R: 3-1. */
function declared(units: Setup['units'] = CLASH) {
  return play(start(units), { type: 'end-phase' }, { type: 'attack', target: at(3, 1) }, { type: 'commit', unit: 'A' }, { type: 'commit', unit: 'I' }, { type: 'resolve' });
}

describe('BH 4 stacking', () => {
  it('BH 4: a set-up over 3 stacking points in a hex is refused', () => {
    const r = bridgehead.setup({
      turns: 1,
      units: [
        { id: 'a', side: 'blue', kind: 'armor', hex: { q: 0, r: 0 } },
        { id: 'b', side: 'blue', kind: 'armor', hex: { q: 0, r: 0 } },
        { id: 'c', side: 'red', kind: 'militia', hex: { q: 5, r: 3 } },
      ],
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'overstacked', rule: 'BH 4' } });
  });

  it('BH 4: a move may not end in a hex it would overstack, but may pass through it', () => {
    const s = start([
      { id: 'a1', side: 'blue', kind: 'armor', hex: { q: 0, r: 0 } },
      { id: 'a2', side: 'blue', kind: 'armor', hex: { q: 1, r: 0 } },
      { id: 'c', side: 'red', kind: 'militia', hex: { q: 5, r: 3 } },
    ]);
    const ends = bridgehead.legalMoves(s).flatMap((m) => (m.type === 'move' && m.unit === 'a1' ? [m.to] : []));
    expect(ends).not.toContain(at(1, 0));
    expect(ends).toContain(at(2, 0)); // through (1,0): 2 MP of 3
  });
});

describe('BH 5 movement', () => {
  it('BH 5.1: crossing the river costs 2 (the bridge 1); BH 5.2: entering an enemy ZOC ends the move', () => {
    const s = start([
      { id: 'i', side: 'blue', kind: 'infantry', hex: { q: 2, r: 1 } },
      { id: 'c', side: 'red', kind: 'militia', hex: { q: 5, r: 3 } },
    ]);
    const ends = new Set(bridgehead.legalMoves(s).flatMap((m) => (m.type === 'move' ? [m.to] : [])));
    expect(ends.has(at(3, 1))).toBe(true); // across the river: 2 MP
    expect(ends.has(at(4, 1))).toBe(false); // 3 MP
    expect(ends.has(at(3, 2))).toBe(true); // to (2,2) then over the bridge: 2 MP
    const z = start([
      { id: 'i', side: 'blue', kind: 'infantry', hex: { q: 3, r: 3 } },
      { id: 'c', side: 'red', kind: 'militia', hex: { q: 5, r: 2 } },
    ]);
    const zEnds = new Set(bridgehead.legalMoves(z).flatMap((m) => (m.type === 'move' ? [m.to] : [])));
    expect(zEnds.has(at(4, 3))).toBe(true); // enters the ZOC and stops
    expect(zEnds.has(at(5, 3))).toBe(false); // only through (4,3), in the ZOC
  });

  it('BH 5.2: no ZOC across the river', () => {
    const s = start([
      { id: 'i', side: 'blue', kind: 'infantry', hex: { q: 1, r: 1 } },
      { id: 'c', side: 'red', kind: 'militia', hex: { q: 3, r: 0 } },
    ]);
    const ends = new Set(bridgehead.legalMoves(s).flatMap((m) => (m.type === 'move' ? [m.to] : [])));
    expect(ends.has(at(2, 2))).toBe(true); // through (2,1), next to (3,0) across the river: not in its ZOC
  });
});

describe('BH 6-8 attacks, odds and shifts', () => {
  it('BH 7, 8.1: two hexes attack one; the unit across the river is halved; armor shifts 1R', () => {
    const { events, state } = declared();
    expect(events).toContain('odds-3-1');
    expect(bridgehead.actor(state)).toEqual({ kind: 'chance' });
    expect(bridgehead.chanceOutcomes(state)).toHaveLength(6);
  });

  it('BH 8.3: every attacker across the river: 1L, cancelling the armor shift', () => {
    const units: Setup['units'] = [{ id: 'A', side: 'blue', kind: 'armor', hex: { q: 2, r: 2 } }, ...CLASH.slice(1)];
    // A across the river from (2,2): 3 + I 2 = 5 against 4: 1-1, 1R armor, 1L river: 1-1.
    expect(declared(units).events).toContain('odds-1-1');
  });

  it('BH 6.1: a unit attacks once and a hex is attacked once per phase', () => {
    const { state } = declared();
    const after = play(state, { type: 'roll', die: 1 }).state; // NE
    expect(after.combat).toBeNull();
    expect(bridgehead.legalMoves(after)).toEqual([{ type: 'end-phase' }]);
    const refused = bridgehead.resolve(after, { type: 'attack', target: at(3, 1) });
    expect(refused).toMatchObject({ ok: false, error: { code: 'illegal-move', rule: 'BH 6.1' } });
  });

  it('BH 8: odds below 1-2 give an automatic AL, with no roll', () => {
    const units: Setup['units'] = [
      { id: 'I', side: 'blue', kind: 'infantry', hex: { q: 2, r: 1 } },
      { id: 'R', side: 'red', kind: 'infantry', hex: { q: 3, r: 1 } },
      { id: 'R2', side: 'red', kind: 'infantry', hex: { q: 3, r: 1 } },
    ];
    const { events } = play(start(units), { type: 'end-phase' }, { type: 'attack', target: at(3, 1) }, { type: 'commit', unit: 'I' }, { type: 'resolve' });
    expect(events.slice(-2)).toEqual(['automatic-result', 'result-AL']);
    expect(events).not.toContain('rolled');
  });
});

describe('BH 10 results as decisions', () => {
  it('BH 10.1 AL: the attacker loses a step from its strongest unit, its own choice', () => {
    const units: Setup['units'] = [...CLASH.slice(0, 2), { id: 'R', side: 'red', kind: 'infantry', hex: { q: 3, r: 1 } }, { id: 'R2', side: 'red', kind: 'infantry', hex: { q: 3, r: 1 } }];
    // 8 against 8: 1-1, armor 1R: 2-1, which reads AL on a 1.
    const { state } = play(declared(units).state, { type: 'roll', die: 1 });
    expect(bridgehead.actor(state)).toEqual({ kind: 'player', player: 'blue' });
    expect(bridgehead.legalMoves(state)).toEqual([{ type: 'lose-step', unit: 'A' }]);
    expect(bridgehead.resolve(state, { type: 'lose-step', unit: 'I' })).toMatchObject({ ok: false, error: { rule: 'BH 10.2' } });
    const after = play(state, { type: 'lose-step', unit: 'A' }).state;
    expect(unit(after, 'A').steps).toBe(1);
    expect(after.combat).toBeNull();
  });

  it('BH 10.1-10.2 EX: the defender picks the attacker\'s loss, the attacker the defender\'s; no advance', () => {
    const { state } = play(declared().state, { type: 'roll', die: 3 });
    expect(bridgehead.actor(state)).toEqual({ kind: 'player', player: 'red' });
    expect(bridgehead.legalMoves(state)).toEqual([
      { type: 'lose-step', unit: 'A' },
      { type: 'lose-step', unit: 'I' },
    ]);
    const mid = play(state, { type: 'lose-step', unit: 'I' }).state;
    expect(bridgehead.actor(mid)).toEqual({ kind: 'player', player: 'blue' });
    expect(bridgehead.legalMoves(mid)).toEqual([{ type: 'lose-step', unit: 'R' }]);
    const end = play(mid, { type: 'lose-step', unit: 'R' }).state;
    expect(unit(end, 'R')).toMatchObject({ steps: 1, loc: at(3, 1) }); // no retreat after EX
    expect(end.combat).toBeNull();
  });

  it('BH 10.3 DR: the defender retreats away from every attacking hex, or loses a step instead', () => {
    const { state } = play(declared().state, { type: 'roll', die: 2 });
    expect(bridgehead.actor(state)).toEqual({ kind: 'player', player: 'red' });
    expect(bridgehead.legalMoves(state)).toEqual([
      { type: 'retreat', unit: 'R', to: at(4, 0) },
      { type: 'hold', unit: 'R' },
    ]);
    const held = play(state, { type: 'hold', unit: 'R' }).state;
    expect(unit(held, 'R')).toMatchObject({ steps: 1, loc: at(3, 1) });
    expect(held.combat).toBeNull(); // the hex was not vacated: no advance
  });

  it('BH 10.4: into the vacated hex; armor one hex farther, stopping in enemy ZOC; end-advance stops', () => {
    const retreated = play(declared().state, { type: 'roll', die: 2 }, { type: 'retreat', unit: 'R', to: at(4, 0) }).state;
    expect(bridgehead.actor(retreated)).toEqual({ kind: 'player', player: 'blue' });
    const moves = bridgehead.legalMoves(retreated);
    expect(moves).toContainEqual({ type: 'advance', unit: 'I', to: at(3, 1) });
    expect(moves.filter((m) => m.type === 'advance' && m.unit === 'I')).toHaveLength(1);
    expect(moves).toContainEqual({ type: 'advance', unit: 'A', to: at(3, 1) });
    expect(moves).toContainEqual({ type: 'advance', unit: 'A', to: at(4, 1) }); // the town, in R's ZOC
    expect(moves).not.toContainEqual({ type: 'advance', unit: 'A', to: at(4, 0) }); // R's hex
    expect(moves.at(-1)).toEqual({ type: 'end-advance' });
    const a = play(retreated, { type: 'advance', unit: 'A', to: at(4, 1) }).state;
    expect(bridgehead.legalMoves(a)).toEqual([{ type: 'advance', unit: 'I', to: at(3, 1) }, { type: 'end-advance' }]);
    const done = play(a, { type: 'end-advance' }).state;
    expect(done.combat).toBeNull();
    expect(unit(done, 'I').loc).toBe(at(2, 1));
  });

  it('BH 10.2 DE: the attacker picks the first step, the defender the second; BH 10.3: no retreat, so a step instead', () => {
    const units: Setup['units'] = [
      ...CLASH.slice(0, 2),
      { id: 'T', side: 'blue', kind: 'infantry', hex: { q: 4, r: 1 } },
      { id: 'R', side: 'red', kind: 'infantry', hex: { q: 3, r: 1 } },
      { id: 'M', side: 'red', kind: 'militia', hex: { q: 3, r: 1 } },
    ];
    // A 6 + I 2 (across the river) + T 4 = 12 against 6: 2-1, armor 1R: 3-1, DE on a 6.
    const s0 = play(start(units), { type: 'end-phase' }, { type: 'attack', target: at(3, 1) }, ...['A', 'I', 'T'].map((unit): Move => ({ type: 'commit', unit })), { type: 'resolve' }).state;
    const { state, events } = play(s0, { type: 'roll', die: 6 });
    expect(events).toContain('result-DE');
    expect(bridgehead.actor(state)).toEqual({ kind: 'player', player: 'blue' });
    const first = play(state, { type: 'lose-step', unit: 'R' }).state;
    expect(bridgehead.actor(first)).toEqual({ kind: 'player', player: 'red' });
    expect(bridgehead.legalMoves(first)).toEqual([
      { type: 'lose-step', unit: 'R' },
      { type: 'lose-step', unit: 'M' },
    ]);
    const second = play(first, { type: 'lose-step', unit: 'M' }).state;
    // R is hemmed in by three attacking hexes: after DE it may only lose a step instead of retreating.
    expect(bridgehead.legalMoves(second)).toEqual([{ type: 'hold', unit: 'R' }]);
    const end = play(second, { type: 'hold', unit: 'R' }).state;
    expect(unit(end, 'R').loc).toBe(-1);
    expect(end.combat?.stage).toBe('advance');
  });

  it('BH 10.2 DE against a one-step defender: the second step has no unit to take it', () => {
    const lone: Setup['units'] = [...CLASH.slice(0, 2), { id: 'M', side: 'red', kind: 'militia', hex: { q: 3, r: 1 } }, CLASH[3]!];
    // 8 against 2: 4-1 (armor 1R beyond the table: read on 4-1), DE on a 5.
    const { state, events } = play(declared(lone).state, { type: 'roll', die: 5 });
    expect(events).toContain('result-DE');
    const after = play(state, { type: 'lose-step', unit: 'M' }).state;
    expect(unit(after, 'M').loc).toBe(-1);
    expect(after.combat?.stage).toBe('advance');
  });
});

describe('BH 11 victory', () => {
  it('BH 11: a side with no unit left loses; else blue must hold the town', () => {
    const lone: Setup['units'] = [...CLASH.slice(0, 2), { id: 'M', side: 'red', kind: 'militia', hex: { q: 3, r: 1 } }];
    let s = play(declared(lone).state, { type: 'roll', die: 5 }, { type: 'lose-step', unit: 'M' }, { type: 'end-advance' }).state;
    s = play(s, { type: 'end-phase' }).state;
    expect(bridgehead.outcome(s)).toEqual({ kind: 'win', winner: 'blue', scores: { blue: 4, red: 0 } });
  });
});

describe('Bridgehead invariants over random games', () => {
  const RUNS = Number(process.env.ESAGONO_PROPERTY_RUNS ?? 40);
  it('property: BH 4 holds in every state (moves, retreats and advances end in legal stacks); sides never share a hex; BH 2 steps', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(bridgeheadScenarios)), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (id, seed) => {
        const rng = new Rng(seed);
        const r0 = bridgehead.setup(bridgeheadScenarios[id]!);
        if (!r0.ok) throw new Error(r0.error.message);
        let s = r0.state;
        for (let i = 0; i < bridgehead.maxMoves && bridgehead.actor(s).kind !== 'terminal'; i++) {
          const a = bridgehead.actor(s);
          const m = a.kind === 'chance' ? pickChance(bridgehead.chanceOutcomes(s), rng) : rng.pick(bridgehead.legalMoves(s));
          const r = bridgehead.resolve(s, m);
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
          const idx = StackIndex.of(s.units, { loc: (u) => u.loc, side: (u) => u.side });
          for (const loc of idx.locations()) expect(new Set(idx.at(loc).map((u) => u.side)).size).toBe(1);
          expect(idx.overstacked('blue', STACKING_RULES)).toEqual([]);
          expect(idx.overstacked('red', STACKING_RULES)).toEqual([]);
          for (const u of s.units) expect(u.loc < 0 ? u.steps === 0 : u.steps >= 1).toBe(true);
        }
        expect(bridgehead.outcome(s)).not.toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});
