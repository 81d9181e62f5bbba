import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../../src/index.js';
import type { State } from '../../src/state.js';

/** FNV-1a over a string, continuing from `h0`. */
export function fnv(text: string, h0 = 0x811c9dc5): number {
  let h = h0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** One seeded random game, stepped a decision at a time. */
export interface Player {
  readonly state: State;
  readonly decisions: number;
  /** The game is over, or has taken `cap` decisions. */
  done(): boolean;
  /** Plays one decision, folding the legal-move list of a player's decision into the hash. */
  step(): void;
  /** The hash so far with the current state folded in. */
  hash(): number;
}

/**
 * Seed `seed` of a scenario (picks from `new Rng(seed)`; the set-up takes no seed), its hash
 * starting from `h0` so that games can be chained into one digest.
 */
export function seededPlayer(scenario: keyof typeof scenarios, seed: number, h0 = 0x811c9dc5, cap = Infinity): Player {
  const rng = new Rng(seed);
  const start = game.setup(scenarios[scenario]);
  if (!start.ok) throw new Error(start.error.message);
  let s: State = start.state;
  let h = h0;
  let decisions = 0;
  return {
    get state(): State {
      return s;
    },
    get decisions(): number {
      return decisions;
    },
    done: (): boolean => game.actor(s).kind === 'terminal' || decisions >= cap,
    step(): void {
      const a = game.actor(s);
      let m;
      if (a.kind === 'chance') m = pickChance(game.chanceOutcomes(s), rng);
      else {
        const moves = game.legalMoves(s);
        h = fnv(JSON.stringify(moves), h);
        m = rng.pick([...moves]);
      }
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
      s = r.state;
      decisions++;
    },
    hash: (): number => fnv(JSON.stringify(s), h),
  };
}

/** Every position of seed `seed` of a scenario (default the mini-game, N44 25), as the seeded player meets them. */
export function seededPositions(seed: number, scenario: keyof typeof scenarios = 'mini-game'): State[] {
  const p = seededPlayer(scenario, seed);
  const out: State[] = [];
  while (!p.done()) {
    out.push(p.state);
    p.step();
  }
  return out;
}

/** The same position in a fresh context: a JSON copy has a new `options` record, so nothing is cached for it. */
export const cold = (s: State): State => JSON.parse(JSON.stringify(s)) as State;

/** Plays seeded random games and folds every legal-move list and every final state into one digest. */
export function seededDigest(seeds: readonly number[], scenario: keyof typeof scenarios = 'cherbourg'): { digest: string; decisions: number } {
  let h = 0x811c9dc5;
  let decisions = 0;
  for (const seed of seeds) {
    const p = seededPlayer(scenario, seed, h);
    while (!p.done()) p.step();
    h = p.hash();
    decisions += p.decisions;
  }
  return { digest: h.toString(16).padStart(8, '0'), decisions };
}

/** The positions of seed `seed` where a unit has been picked to move (N44 9.1): the first `cap` met within 4,000 decisions. */
export function pickedPositions(scenario: keyof typeof scenarios, seed: number, cap: number): State[] {
  const p = seededPlayer(scenario, seed, undefined, 4000);
  const out: State[] = [];
  while (!p.done() && out.length < cap) {
    if (p.state.moving != null && game.actor(p.state).kind === 'player') out.push(p.state);
    p.step();
  }
  return out;
}
