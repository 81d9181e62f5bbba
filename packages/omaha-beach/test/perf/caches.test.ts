// Speed work (issue #18) keeps every answer: the cached and table-driven helpers agree with the rules
// written plainly, on every state of seeded random games (DDOB 4, 7.3, 7.32, 12.2).
import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type State } from '../../src/index.js';
import { infiltrationWatchers, selfPreservation, stepKind, stepOptions } from '../../src/actions/index.js';
import { onMap } from '../../src/core.js';
import { germanLoc, locContext } from '../../src/control/index.js';
import { MAP, isLowLevel } from '../../src/map/index.js';
import { enterPhase, idlePhase } from '../../src/sequence/index.js';
import { PHASES } from '../../src/state.js';

/** Every state of seeded random games. */
function states(scenario: keyof typeof scenarios, seeds: number): State[] {
  const out: State[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = new Rng(seed);
    const start = game.setup(scenarios[scenario]);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.state;
    for (let n = 0; game.actor(s).kind !== 'terminal' && n < 2000; n++) {
      out.push(s);
      const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

const SAMPLES = [...states('easy-fox', 6), ...states('ddob', 3), ...states('beyond-the-beach', 1)];

/** 7.32 as written: occupied, non-disrupted positions adjacent to the hex whose FoF covers it. */
function plainWatchers(s: State, hex: string): string[] {
  const out = new Set<string>();
  for (const g of Object.values(s.german)) {
    const p = MAP.position.get(g.position);
    if (g.disrupted || !p) continue;
    const adjacent = p.hexes.some((h) => (MAP.neighbours.get(h) ?? []).includes(hex));
    if (adjacent && MAP.fireHexes.get(p.id)?.has(hex)) out.add(p.id);
  }
  return [...out].sort();
}

/** 12.2 as written: a search over hex ids with sets, from the position's free hexes to an exit. */
function plainGermanLoc(s: State, positionId: string): boolean {
  const p = MAP.position.get(positionId);
  if (!p) return false;
  const ctx = locContext(s);
  const passable = (hex: string): boolean => {
    const h = MAP.hex.get(hex);
    if (!h || h.terrain === 'rough' || h.terrain === 'beach' || h.terrain === 'sea') return false;
    return h.terrain !== 'pavilion_draw' || !(MAP.neighbours.get(hex) ?? []).some((n) => MAP.hex.get(n)?.terrain === 'beach');
  };
  const exits = new Set(Object.values(MAP.data.exits));
  const held = p.hexes.some((h) => s.german[h]);
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const h of p.hexes) {
    if (ctx.occupied.has(h) || (!s.german[h] && ctx.controlled.has(h) && held)) continue;
    seen.add(h);
    queue.push(h);
  }
  if (p.kind === 'reinforcement' && held)
    for (const h of [...queue])
      for (const n of MAP.neighbours.get(h) ?? [])
        if (!seen.has(n) && MAP.hex.get(n)?.terrain === 'bocage' && !ctx.occupied.has(n) && passable(n)) {
          seen.add(n);
          queue.push(n);
        }
  while (queue.length > 0) {
    const h = queue.shift() as string;
    if (exits.has(h)) return true;
    for (const n of MAP.neighbours.get(h) ?? []) {
      if (seen.has(n) || !passable(n) || ctx.occupied.has(n) || (!s.german[n] && ctx.controlled.has(n))) continue;
      if (!s.rules.sectors.includes(MAP.hex.get(n)!.sector)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
}

describe('caches and tables give the rules’ own answers (issue #18 speed work)', () => {
  it('sampled states cover the three scenarios', () => {
    expect(SAMPLES.length).toBeGreaterThan(500);
  });

  it('7.3, 7.1, 7.32: stepOptions (kept per German record) lists exactly the steps stepKind allows, with self-preservation and infiltration', () => {
    let checked = 0;
    for (const s of SAMPLES.filter((_, i) => i % 2 === 0)) {
      if (s.step?.kind !== 'actions') continue;
      for (const u of onMap(s)) {
        if (u.loc.kind !== 'hex') continue;
        const from = u.loc.hex;
        const want = (MAP.neighbours.get(from) ?? []).flatMap((to) => {
          const kind = stepKind(s, u.id, from, to);
          if (kind === 'no') return [];
          const a = plainWatchers(s, from);
          return [{ to, kind, selfPreservation: selfPreservation(u.id, from, to), infiltrates: plainWatchers(s, to).some((p) => a.includes(p)) }];
        });
        expect(stepOptions(s, u.id, from)).toEqual(want);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('7.32: infiltrationWatchers (a per-hex table) equals the rule on every hex next to a US unit', () => {
    for (const s of SAMPLES.filter((_, i) => i % 7 === 0))
      for (const u of onMap(s))
        if (u.loc.kind === 'hex') for (const n of [u.loc.hex, ...(MAP.neighbours.get(u.loc.hex) ?? [])]) expect(infiltrationWatchers(s, n)).toEqual(plainWatchers(s, n));
  });

  it('12.2: German LOC over integer tables equals a plain search over hex ids, for every position', () => {
    let withLoc = 0;
    let without = 0;
    for (const s of SAMPLES.filter((_, i) => i % 11 === 0))
      for (const p of MAP.data.positions) {
        const v = germanLoc(s, p.id);
        expect(v, `${p.id} at turn ${s.turn}`).toBe(plainGermanLoc(s, p.id));
        if (v) withLoc++;
        else without++;
      }
    // Both answers occur, so the comparison is not vacuous.
    expect(withLoc).toBeGreaterThan(0);
    expect(without).toBeGreaterThan(0);
  });

  it('4: a phase passed over as idle changes nothing when entered', () => {
    let idle = 0;
    for (const s of SAMPLES.filter((_, i) => i % 5 === 0))
      for (const p of PHASES) {
        if (!idlePhase(s, p)) continue;
        const at: State = { ...s, phase: p, step: null };
        expect(enterPhase(at)).toEqual(at);
        idle++;
      }
    expect(idle).toBeGreaterThan(100);
  });

  it('low level (A-25) is as the map says: the tables read the same map', () => {
    // A guard that the tables above were built from the loaded map: beach and sea are low, bocage high.
    const terrains = new Set(MAP.data.hexes.filter((h) => isLowLevel(h)).map((h) => h.terrain));
    expect([...terrains].sort()).toEqual(['beach', 'pavilion_draw', 'sea']);
  });
});
