import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, pickChance, type GameEvent } from '@esagono/kernel';
import { game, scenarios, type State, type Player } from '../src/index.js';
import { honHidden } from './hidden.js';
import { kindOf } from '../src/units.js';

/** A random game of the free scenario, every state and event kept. */
function playout(seed: number, scenario = 'free-skirmish'): { states: State[]; events: GameEvent[] } {
  const start = game.setup(scenarios[scenario]!);
  if (!start.ok) throw new Error(start.error.message);
  const rng = new Rng(seed);
  let s = start.state;
  const states = [s];
  const events: GameEvent[] = [];
  for (let i = 0; i < game.maxMoves && game.actor(s).kind !== 'terminal'; i++) {
    const a = game.actor(s);
    const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    s = r.state;
    states.push(s);
    events.push(...r.events);
  }
  return { states, events };
}

describe('the free scenario plays end to end by random bots (HoN p.4 L198-274)', () => {
  it('the equipped variant plays to the end with equipment and the Initiative command used', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const { states, events } = playout(seed, 'free-skirmish-equipped');
      expect(states[states.length - 1]!.phase).toBe('over');
      for (const e of events) seen.add(e.type);
    }
    for (const t of ['equipment', 'initiative-kept', 'grenade', 'directive', 'special-order', 'aoe-fire']) expect(seen, t).toContain(t);
  });
  it('ends within 8 turns with hidden orders, bluffs, reactions and cards exercised', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const { states, events } = playout(seed);
      const last = states[states.length - 1]!;
      expect(last.phase).toBe('over');
      expect(last.turn).toBeLessThanOrEqual(8);
      expect(game.outcome(last)).not.toBeNull();
      for (const e of events) seen.add(e.type);
      if (states.some((s) => s.units.some((u) => u.token === 'bluff'))) seen.add('bluff-placed');
    }
    for (const t of ['order-revealed', 'bluff-placed', 'opportunity-fire', 'fire-roll', 'assault', 'assault-roll', 'card', 'heroic', 'supply-phase', 'initiative'])
      expect(seen, t).toContain(t);
  });
});

describe('hidden orders (HoN p.5 L302, L316)', () => {
  it('view never reveals an unrevealed order or bluff of the opponent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 2 ** 30 }), (seed, pseed) => {
        const { states } = playout(seed);
        const rng = new Rng(pseed);
        for (const s of states.filter((_, i) => i % 7 === 0)) {
          for (const me of ['US', 'DE'] as Player[]) {
            const v = game.view(s, me);
            for (const u of v.state.units) {
              const real = s.units.find((x) => x.id === u.id)!;
              if (real.owner !== me && real.token !== null && !real.revealed) expect(['hidden', null]).toContain(u.token);
            }
            // Re-dealing everything the player may not know changes nothing they see.
            expect(JSON.stringify(game.view(honHidden.perturb(s, me, rng), me))).toBe(JSON.stringify(v));
          }
        }
      }),
      { numRuns: 4 },
    );
  });
});

describe('markers stay consistent through random play', () => {
  it('Suppressed, Damage and Activated markers and occupancy are consistent at every state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        for (const s of playout(seed).states) {
          for (const u of s.units) {
            expect(u.suppressed).toBeGreaterThanOrEqual(0);
            if (u.damage.length > 0) expect(kindOf(u)).toBe('heavyVehicle');
            expect(new Set(u.damage).size).toBe(u.damage.length);
            if (!u.alive) expect(u.token).toBeNull();
            if (u.activated) expect(u.acted).toBe(true);
            if (u.wreck) expect(kindOf(u)).not.toBe('infantry');
          }
          // One unit per square, except a vehicle over infantry it is displacing (L356, L380).
          const live = s.units.filter((u) => u.alive);
          for (const a of live)
            for (const b of live)
              if (a.id < b.id && a.x === b.x && a.y === b.y) expect(s.displace !== null || s.activation !== null).toBe(true);
        }
      }),
      { numRuns: 4 },
    );
  });
});
