import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, pickChance, type GameEvent } from '@esagono/kernel';
import { game, scenarios, ScenarioSchema, type Scenario, type State, type Player } from '../src/index.js';
import { honHidden } from './hidden.js';
import { hasAbility, kindOf } from '../src/units.js';
import { HIDDEN_COUNTER } from '../src/view.js';
import { ABOARD } from '../src/abilities/transport.js';

/** A random game of the free scenario, every state and event kept. */
function playout(seed: number, scenario = 'free-skirmish'): { states: State[]; events: GameEvent[] } {
  return playoutOf(seed, scenarios[scenario]!);
}

function playoutOf(seed: number, scenario: Scenario): { states: State[]; events: GameEvent[] } {
  const start = game.setup(scenario);
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
  it('the arsenal variant plays to the end with Panzerfausts, rifle grenades, HE Shells and the Position used', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
      const { states, events } = playout(seed, 'free-skirmish-arsenal');
      expect(states[states.length - 1]!.phase).toBe('over');
      for (const e of events) seen.add(e.type);
    }
    for (const t of ['panzerfaust', 'launch', 'position']) expect(seen, t).toContain(t);
  });
  it('the arsenal with Sticky Bombs for the US rifle platoon plays to the end with bombs placed and gone off', () => {
    const base = scenarios['free-skirmish-arsenal']!;
    const sc = ScenarioSchema.parse({
      ...base,
      id: 'arsenal-bombs',
      armies: { ...base.armies, US: { ...base.armies.US, tiles: base.armies.US.tiles.map((t, i) => (i === 0 ? { ...t, options: t.options.map((o) => (o.slot === 0 ? { ...o, option: 'us-sticky-bomb' } : o)) } : t)) } },
    });
    const seen = new Set<string>();
    for (let seed = 1; seed <= 52; seed++) {
      const { states, events } = playoutOf(seed, sc);
      expect(states[states.length - 1]!.phase).toBe('over');
      for (const e of events) seen.add(e.type);
    }
    for (const t of ['sticky-bomb', 'bomb']) expect(seen, t).toContain(t);
  });
  it('the hidden variant plays to the end with smoke, transport, ambush, the MG Nest and the either-side deployment exercised', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const { states, events } = playout(seed, 'free-skirmish-hidden');
      expect(states[states.length - 1]!.phase).toBe('over');
      for (const e of events) seen.add(e.type);
    }
    for (const t of ['smoke', 'smoke-update', 'embark', 'disembark', 'hidden', 'revealed', 'opportunity-fire', 'scatter', 'mg-nest']) expect(seen, t).toContain(t);
  });
  it('the specials variant plays to the end with card activations, Alto Comando, Aviation and Artillery cards, decoys, the Goliath and the Horn of Plenty', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const { states, events } = playout(seed, 'free-skirmish-specials');
      expect(states[states.length - 1]!.phase).toBe('over');
      for (const e of events) seen.add(e.type);
      for (const e of events) if (e.type === 'card') seen.add(`card:${(e as unknown as { card: string }).card.replace(/^(us|de)-/, '')}`);
    }
    for (const t of ['card-activation', 'special-order', 'anti-aircraft', 'card:barrage', 'card:air-support', 'card:alto-comando', 'stratagem-identified', 'detonate', 'horn-of-plenty', 'concealed'])
      expect(seen, t).toContain(t);
  });
  it('ends within 8 turns with hidden orders, bluffs, reactions and cards exercised', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
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
  it('view never reveals an unrevealed order or bluff of the opponent, on a unit or a smoke bomb, nor a hidden unit or decoy (HoN p.13 L1093, p.14 L1127, p.12 L981)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 2 ** 30 }), fc.constantFrom('free-skirmish', 'free-skirmish-hidden', 'free-skirmish-specials'), (seed, pseed, variant) => {
        // The specials variant hides Stratagem decoys and Concealed units (HoN p.12 L981, p.13 L1059).
        const { states } = playout(seed, variant);
        const rng = new Rng(pseed);
        for (const s of states.filter((_, i) => i % 7 === 0)) {
          for (const me of ['US', 'DE'] as Player[]) {
            const v = game.view(s, me);
            for (const u of v.state.units) {
              const real = s.units.find((x) => x.id === u.id)!;
              if (real.owner !== me && real.token !== null && !real.revealed) expect(['hidden', null]).toContain(u.token);
              // A hidden enemy shows its hidden face: no counter, side, group or markers of its own.
              if (real.owner !== me && real.hidden) expect({ counter: u.counter, side: u.side, group: u.group, damage: u.damage }).toEqual({ counter: HIDDEN_COUNTER, side: 0, group: null, damage: [] });
            }
            for (const m of v.state.smokes) {
              const real = s.smokes.find((x) => x.id === m.id)!;
              if (real.owner !== me && real.token !== null && !real.revealed) expect(['hidden', null]).toContain(m.token);
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
  it('Suppressed, Damage and Activated markers, passengers and occupancy are consistent at every state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (seed, hiddenVariant) => {
        for (const s of playout(seed, hiddenVariant ? 'free-skirmish-hidden' : 'free-skirmish').states) {
          for (const u of s.units) {
            expect(u.suppressed).toBeGreaterThanOrEqual(0);
            if (u.damage.length > 0) expect(kindOf(u)).toBe('heavyVehicle');
            expect(new Set(u.damage).size).toBe(u.damage.length);
            if (!u.alive) expect(u.token).toBeNull();
            if (u.activated) expect(u.acted).toBe(true);
            if (u.wreck) expect(kindOf(u)).not.toBe('infantry');
            // A passenger is off the map, aboard a live transport or waiting to be placed (HoN p.15 L1355-1359).
            if (u.alive && u.carrier !== null) {
              expect([u.x, u.y]).toEqual([ABOARD, ABOARD]);
              const v = s.units.find((x) => x.id === u.carrier)!;
              expect(v.alive || s.unload.includes(u.id)).toBe(true);
            }
            if (u.hidden) expect(u.alive && hasAbility(u, 'ambush') || !u.alive).toBe(true);
          }
          // Smoke: -4 or -2 on the board, or off it (HoN p.13 L1101-1103).
          for (const m of s.smokes) if (m.spent) expect(m.face).toBe(0);
          // One unit per square, except a vehicle over infantry it is displacing (L356, L380).
          const live = s.units.filter((u) => u.alive && u.carrier === null);
          for (const a of live)
            for (const b of live)
              if (a.id < b.id && a.x === b.x && a.y === b.y) expect(s.displace !== null || s.activation !== null).toBe(true);
        }
      }),
      { numRuns: 4 },
    );
  });
});
