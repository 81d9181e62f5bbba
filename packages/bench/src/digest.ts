/**
 * Fingerprints of seeded random games, to check that speed work changes no game: every legal-move
 * list, every chance list (moves and exact odds), every event list and every final state folded into
 * one FNV-1a hash. Run before and after a change and compare (a title's `scripts/digest.ts`).
 */
import { Rng, pickChance } from '@esagono/kernel';
import type { ProfiledGame } from './profile.js';

/** FNV-1a's offset basis: the hash of nothing. */
export const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a (32 bits) of the UTF-16 code units of `text`, continuing from `h0`. */
export function fnv(text: string, h0: number = FNV_OFFSET): number {
  let h = h0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export interface DigestOptions {
  /** Seeds 1 to `seeds`: seed n picks from `new Rng(n)`; the set-up itself takes no seed. */
  readonly seeds: number;
  /** Fold `game.outcome` of each final state in too. */
  readonly outcome?: boolean;
}

export interface Digest {
  /** 8 hex digits. */
  readonly digest: string;
  /** Moves resolved, player and chance. */
  readonly decisions: number;
}

/** The digest of the seeded random games of one scenario; throws if `resolve` refuses a listed move. */
export function gamesDigest<S, M, U>(game: ProfiledGame<S, M, U>, setup: U, o: DigestOptions): Digest {
  let h = FNV_OFFSET;
  let decisions = 0;
  for (let seed = 1; seed <= o.seeds; seed++) {
    const rng = new Rng(seed);
    const start = game.setup(setup);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.state;
    for (let n = 0; game.actor(s).kind !== 'terminal' && n < game.maxMoves; n++) {
      let m: M;
      if (game.actor(s).kind === 'chance') {
        const outs = game.chanceOutcomes(s);
        h = fnv(JSON.stringify(outs.map((x) => [x.move, String(x.p.num), String(x.p.den)])), h);
        m = pickChance(outs, rng);
      } else {
        const moves = game.legalMoves(s);
        h = fnv(JSON.stringify(moves), h);
        m = rng.pick([...moves]);
      }
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
      h = fnv(JSON.stringify(r.events), h);
      s = r.state;
      decisions++;
    }
    h = fnv(JSON.stringify(s), h);
    if (o.outcome === true) h = fnv(JSON.stringify(game.outcome(s)), h);
  }
  return { digest: h.toString(16).padStart(8, '0'), decisions };
}

/** The line the digest scripts print: `<scenario> <seeds> seeds <n> decisions digest <hex>`. */
export function digestLine(scenario: string, seeds: number, d: Digest): string {
  return `${scenario} ${seeds} seeds ${d.decisions} decisions digest ${d.digest}`;
}
