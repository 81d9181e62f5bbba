/**
 * Digest of seeded random games (every legal-move list, every chance list, every event list, every
 * final state), to check that speed work changes no game: run before and after a change and compare.
 * `npx tsx packages/caso-giallo/scripts/digest.ts [scenario] [seeds]`
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';

function fnv(text: string, h0: number): number {
  let h = h0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const scenario = (process.argv[2] ?? 'fortress-holland') as keyof typeof scenarios;
const seeds = Number(process.argv[3] ?? 200);
let h = 0x811c9dc5;
let decisions = 0;
for (let seed = 1; seed <= seeds; seed++) {
  const rng = new Rng(seed);
  const start = game.setup(scenarios[scenario]!);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.state;
  for (let n = 0; game.actor(s).kind !== 'terminal' && n < game.maxMoves; n++) {
    let m;
    if (game.actor(s).kind === 'chance') {
      const outs = game.chanceOutcomes(s);
      h = fnv(JSON.stringify(outs.map((o) => [o.move, String(o.p.num), String(o.p.den)])), h);
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
  h = fnv(JSON.stringify(game.outcome(s)), h);
}
console.log(scenario, seeds, 'seeds', decisions, 'decisions', 'digest', h.toString(16).padStart(8, '0'));
