/**
 * Movement searches of at most 2 hexes take a short path (two rings instead of the bucket queue,
 * movement.ts). It must give what the general search gives, hex for hex and in the same order
 * (the order of the legal moves, hence of seeded games): M44 p.6 [L221-245], terrain p.14-19
 * (hedgerows p.15 [L630], beaches p.16 [L693], wire p.19).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, pickChance } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { scenarios } from '../../src/index.js';
import { boardOf } from '../../src/board/static.js';
import { destinations, generalDestinations, type Allowance } from '../../src/movement/movement.js';
import type { Order, State, Unit } from '../../src/state.js';
import type { ObstacleId } from '../../src/data/obstacles.js';

const RUNS = Number(process.env.ESAGONO_PROPERTY_RUNS ?? 300);

/** Allowances of the short path, the tested unit's own among them. */
const SHORT: readonly Allowance[] = [
  { max: 1, battleMax: 1, free: false },
  { max: 2, battleMax: 0, free: false },
  { max: 2, battleMax: 1, free: false },
  { max: 2, battleMax: 2, free: false },
];

function orderFor(u: Unit, canBattle: boolean): Order {
  return { unit: u.id, start: u.at, moved: false, cost: 0, stopped: false, canBattle, battles: 0, overrun: false };
}

/** Both searches for every short allowance and both battle flags; the first difference, if one. */
function compareAll(s: State, u: Unit): string | null {
  const b = boardOf(s.scenario);
  for (const allow of SHORT) {
    for (const canBattle of [true, false]) {
      const o = orderFor(u, canBattle);
      const short = destinations(s, b, u, o, allow).join();
      const general = generalDestinations(s, b, u, o, allow).join();
      if (short !== general) return `unit ${u.id} at ${u.at}, ${JSON.stringify(allow)}, canBattle ${canBattle}: ${short} != ${general}`;
    }
  }
  return null;
}

describe('short movement search (M44 p.6 [L221-245])', () => {
  it('equals the general search for every unit of every position met in playouts of each shipped scenario', () => {
    let compared = 0;
    for (const [id, setup] of Object.entries(scenarios)) {
      const init = game.setup(setup, { seed: 1 });
      if (!init.ok) throw new Error(`${id}: ${init.error.message}`);
      let s = init.state;
      const rng = new Rng(id.length);
      for (let k = 0; k < 1500; k++) {
        const actor = game.actor(s);
        if (actor.kind === 'terminal') break;
        if (s.phase.kind === 'move') {
          for (const u of s.units) {
            if (u.at < 0) continue;
            expect(compareAll(s, u)).toBeNull();
            compared++;
          }
        }
        const m = actor.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
        const r = game.resolve(s, m);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(compared).toBeGreaterThan(5_000);
  });

  it('equals the general search with units and wire scattered at random (fast-check)', () => {
    const ids = Object.keys(scenarios);
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (id, pick, spots, wires) => {
          const init = game.setup(scenarios[id] as never);
          if (!init.ok) throw new Error(init.error.message);
          const s0 = init.state;
          const hexes = boardOf(s0.scenario).geo.playable;
          // Units move to random hexes, one per hex (a unit finding its hex taken leaves the board).
          const occupied = new Set<number>();
          const clean = s0.units.map((u, i) => {
            const want = spots[i];
            const at = want === undefined ? u.at : (hexes[want % hexes.length] as number);
            if (at < 0 || occupied.has(at)) return { ...u, at: -1 };
            occupied.add(at);
            return at === u.at ? u : { ...u, at };
          });
          // Wire lands on random hexes.
          const obstacles: Record<string, ObstacleId> = { ...s0.obstacles };
          for (const w of wires) obstacles[String(hexes[w % hexes.length])] = 'wire';
          const s: State = { ...s0, units: clean, obstacles };
          const onBoard = clean.filter((u) => u.at >= 0);
          if (onBoard.length === 0) return;
          expect(compareAll(s, onBoard[pick % onBoard.length] as Unit)).toBeNull();
        },
      ),
      { numRuns: RUNS },
    );
  });
});
