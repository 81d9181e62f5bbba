/**
 * CG R10.1b (L1530-L1532, L1546): "units may move singly or as groups ... the movement of a unit
 * or group must be completed before the movement of another unit or group begins"; no unit moves
 * twice in a Move round. The listing offers the units that have a move (`select`), then the picked
 * unit's steps.
 */
import { describe, expect, it } from 'vitest';
import { Rng, canonicalize, pickChance } from '@esagono/kernel';
import { game, scenarios, type Move, type State, type Unit } from '@esagono/caso-giallo';
import { L, play, position, start, unit } from '../helpers.js';
import { finishMoving, mayStartMoving } from '../../src/movement/index.js';
import { ma, sideOf } from '../../src/position.js';

const types = (s: State): string[] => game.legalMoves(s).map((m) => m.type);

/** The state with `u` picked, as `select` makes it (also for a unit the listing does not offer). */
const pickedState = (s: State, u: Unit): State => ({ ...finishMoving(s), moving: { units: [u.id], mp: ma(s, u), entered: 0 } });

/** A move of the picked unit's own: a step, a bridgehead attempt, an overrun (its group of one) or a rail move. */
const ownMove = (m: Move, id: string): boolean =>
  ((m.type === 'step' || m.type === 'bridgehead' || m.type === 'rail') && m.unit === id) || m.type === 'overrun';

describe('CG R10.1b one unit or group at a time: pick, then move', () => {
  it('a Move round lists the units that may move (no steps of units not moving); once one is picked, its steps', () => {
    let s = position({ '9Pz': '3731', IX: '3626', PeelA: '3629' }, 'german', 'move');
    expect(game.legalMoves(s).filter((m) => m.type === 'select').map((m) => (m as { unit: string }).unit).sort()).toEqual(['9Pz', 'IX']);
    expect(types(s)).not.toContain('step');
    // A step of a unit not picked is refused, naming the movement rule.
    const r = game.resolve(s, { type: 'step', unit: '9Pz', to: L('3730') });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('CG R10');
    s = play(s, { type: 'select', unit: '9Pz' });
    expect(s.moving).toEqual({ units: ['9Pz'], mp: ma(s, unit(s, '9Pz')), entered: 0 });
    expect(game.legalMoves(s)).toContainEqual({ type: 'step', unit: '9Pz', to: L('3730') });
    expect(game.legalMoves(s).filter((m) => m.type === 'step').every((m) => (m as { unit: string }).unit === '9Pz')).toBe(true);
    // The other unit may still be picked; picking it completes the 9th Panzer's move (it stays put).
    s = play(s, { type: 'select', unit: 'IX' });
    expect(s.moved).toEqual(['9Pz']);
    expect(s.moving?.units).toEqual(['IX']);
    expect(game.legalMoves(s).some((m) => m.type === 'select')).toBe(false);
  });

  it('exact, in seeded games of Fortress Holland: a unit is offered iff, picked, it has a step, bridgehead, overrun or rail move', () => {
    let checked = 0;
    let offered = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const rng = new Rng(seed);
      let s = start();
      for (let n = 0; game.actor(s).kind !== 'terminal' && n < 2000; n++) {
        if (s.stage.kind === 'move' && s.round && game.actor(s).kind === 'player') {
          const listed = new Set(game.legalMoves(s).flatMap((m) => (m.type === 'select' ? [m.unit] : [])));
          for (const u of s.units) {
            if (u.loc < 0 || sideOf(s, u) !== s.round.side || !mayStartMoving(s, u)) continue;
            const has = game.legalMoves(pickedState(s, u)).some((m) => ownMove(m, u.id));
            expect(listed.has(u.id), `${u.id} in ${canonicalize(s.moving)}`).toBe(has);
            checked++;
            if (has) offered++;
          }
        }
        const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
        const r = game.resolve(s, m);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(offered).toBeGreaterThan(20);
    expect(checked).toBeGreaterThanOrEqual(offered);
  });

  it('exact in the historical scenario too (scenario 1 limits, CG SB5.8; rail, CG R10.5): the first Move rounds of a seeded game', () => {
    const init = game.setup(scenarios['historical']!);
    if (!init.ok) throw new Error(init.error.message);
    let s = init.state;
    const rng = new Rng(2);
    let rounds = 0;
    let checked = 0;
    for (let n = 0; game.actor(s).kind !== 'terminal' && rounds < 12 && n < 5000; n++) {
      if (s.stage.kind === 'move' && s.round && s.moving === null && s.moved.length === 0 && game.actor(s).kind === 'player') {
        rounds++;
        const listed = new Set(game.legalMoves(s).flatMap((m) => (m.type === 'select' ? [m.unit] : [])));
        for (const u of s.units) {
          if (u.loc < 0 || sideOf(s, u) !== s.round.side || !mayStartMoving(s, u)) continue;
          expect(listed.has(u.id), u.id).toBe(game.legalMoves(pickedState(s, u)).some((m) => ownMove(m, u.id)));
          checked++;
        }
      }
      const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(rounds).toBeGreaterThan(3);
    expect(checked).toBeGreaterThan(100);
  });
});
