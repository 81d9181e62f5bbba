/**
 * The Town-set work of picked units (N44 6.2, issue #17), alone: the picked positions of seeded
 * playouts, and for each unit with a Town of the other side in reach (those `moveVias` searches for)
 * its rules and `viaLists` (the search and its lists) timed over and over, apart for the units whose
 * moves pass a Town and those whose do not; then the destination search (`reachOf`) of every picked
 * unit's normal move. CPU time; a machine shared with other work makes single runs noisy.
 *   npx tsx packages/normandy44/scripts/vias-bench.ts [scenario=mini-game] [seeds=10] [rounds=20]
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import { board, unitById } from '../src/position.js';
import { bicycleRules, moveContext, moveDestinations, normalRules, townStanding, viaLists } from '../src/movement/movement.js';
import { outsideDuty } from '../src/special-rules/airborne-duty.js';
import { reachOf } from '../src/movement/vias.js';
import { contextOf } from '../src/context.js';
import type { Move, State, UnitState } from '../src/state.js';

const [name = 'mini-game', seedsArg = '10', roundsArg = '20'] = process.argv.slice(2);
const states: State[] = [];
for (let seed = 1; seed <= Number(seedsArg); seed++) {
  const rng = new Rng(seed);
  const start = game.setup(scenarios[name as keyof typeof scenarios]);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.state;
  while (game.actor(s).kind !== 'terminal') {
    if (s.moving != null && game.actor(s).kind === 'player') states.push(s);
    const m: Move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}
// Only the units that search (movement.ts \`moveVias\`: a Town of the other side in reach, or no reach known).
const calls = states.flatMap((s) => {
  const b = board(s);
  const u = unitById(s, s.moving as string) as UnitState;
  const ctx = moveContext(s, b);
  const dests = moveDestinations(s, u, b, ctx);
  if (dests.length === 0 || u.replaced) return [];
  const reach = outsideDuty(s, u, b) ? null : dests.map((h) => b.locOf(h));
  const standing = townStanding(s, b);
  const mask = u.side === 'german' ? 1 : 2;
  if (reach && !reach.some((l) => ((standing[l] as number) & mask) !== 0)) return [];
  return [() => viaLists(s, u, b, dests, [normalRules(s, u, b, ctx), bicycleRules(s, u, b, ctx)], reach)];
});
let named = 0;
let sizes = 0;
for (const f of calls) {
  const v = f();
  if (v.size > 0) named++;
  for (const x of v.values()) sizes += x.length;
}
const rounds = Number(roundsArg);
for (let r = 0; r < 3; r++) for (const f of calls) f();
const t0 = process.cpuUsage();
for (let r = 0; r < rounds; r++) for (const f of calls) f();
const d = process.cpuUsage(t0);
// Per class (a listing with Town sets, or none), CPU time of separate loops.
const withSets = calls.filter((f) => f().size > 0);
const bare = calls.filter((f) => f().size === 0);
const cpu = (fs: (() => unknown)[]): number => {
  const t = process.cpuUsage();
  for (let r = 0; r < rounds; r++) for (const f of fs) f();
  const e = process.cpuUsage(t);
  return (e.user + e.system) / (rounds * fs.length);
};
console.log(`with sets ${cpu(withSets).toFixed(1)} us x ${withSets.length}, without ${cpu(bare).toFixed(1)} us x ${bare.length}`);
const us = (d.user + d.system) / (rounds * calls.length);
console.log(`${name}: ${states.length} picked units, ${calls.length} searching, ${named} with Town sets (${sizes} lists); viaLists ${us.toFixed(2)} us a search (CPU)`);

// The destination search of every picked unit's normal move (N44 9).
const reaches = states.flatMap((s) => {
  const b = board(s);
  const u = unitById(s, s.moving as string) as UnitState;
  const rules = normalRules(s, u, b, moveContext(s, b));
  const search = contextOf(s, b).search;
  return rules ? [() => reachOf(b, rules, search)] : [];
});
for (let r = 0; r < 3; r++) for (const f of reaches) f();
const t1 = process.cpuUsage();
for (let r = 0; r < rounds; r++) for (const f of reaches) f();
const d1 = process.cpuUsage(t1);
console.log(`reachOf ${((d1.user + d1.system) / (rounds * reaches.length)).toFixed(2)} us a unit (CPU), ${reaches.length} units`);
