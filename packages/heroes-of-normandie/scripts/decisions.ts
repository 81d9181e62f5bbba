/**
 * Speed of the rules engine (issue #20) as the bench's decisions case sees it: the states of 20
 * seeded random games of a scenario (up to 1500), then one decision after another over them (the
 * actor, its listing, a random pick, the resolve), timed in slices of CPU time so the warm-up shows.
 * Then where the time goes: listing and resolve time by phase and move type.
 * `npx tsx packages/heroes-of-normandie/scripts/decisions.ts [scenario=free-skirmish] [ms=1500] [profile.cpuprofile]`
 * With a third argument, the timed decisions alone (not the sampling) are profiled into that file.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import type { State } from '../src/state.js';

const name = (process.argv[2] ?? 'free-skirmish') as keyof typeof scenarios;
const budget = Number(process.argv[3] ?? 1500);
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const t0 = cpu();
const states: State[] = [];
for (let seed = 0; seed < 20 && states.length < 1500; seed++) {
  const init = game.setup(scenarios[name], { seed });
  if (!init.ok) throw new Error(init.error.message);
  let s = init.state;
  const rng = new Rng(seed);
  for (let i = 0; i < game.maxMoves && game.actor(s).kind !== 'terminal'; i++) {
    states.push(s);
    const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    const r = game.resolve(s, m);
    if (!r.ok) break;
    s = r.state;
  }
}
console.log(`sampled ${states.length} states in ${(cpu() - t0).toFixed(0)} ms CPU`);

const profile = process.argv[4];
const session = new Session();
const post = (method: string, params?: object): Promise<unknown> =>
  new Promise((ok, fail) => session.post(method, params ?? {}, (e, r) => (e ? fail(e) : ok(r))));
if (profile) {
  session.connect();
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
}
const rng = new Rng(7);
let i = 0;
const slices: number[] = [];
let total = 0;
const start = cpu();
while (cpu() - start < budget) {
  const s0 = cpu();
  let n = 0;
  while (cpu() - s0 < 100) {
    for (let k = 0; k < 50; k++) {
      const s = states[i++ % states.length]!;
      const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
      game.resolve(s, m);
      n++;
    }
  }
  total += n;
  slices.push(Math.round((n * 1000) / (cpu() - s0)));
}
if (profile) {
  const r = (await post('Profiler.stop')) as { profile: unknown };
  writeFileSync(profile, JSON.stringify(r.profile));
}
console.log(`${Math.round(total / (cpu() - start))}k decisions/s over the first ${budget} ms CPU; per 100 ms slice:`, slices.map((x) => `${(x / 1000).toFixed(1)}k`).join(' '));

// Where the time goes, on fresh copies of nothing: the same states, timed per call.
const L = new Map<string, [number, number]>();
const R = new Map<string, [number, number]>();
const add = (m: Map<string, [number, number]>, k: string, d: number): void => {
  const e = m.get(k) ?? [0, 0];
  e[0] += d;
  e[1]++;
  m.set(k, e);
};
for (const s of states) {
  const a = performance.now();
  const chance = game.actor(s).kind === 'chance';
  const m = chance ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
  add(L, (chance ? 'chance:' : '') + s.phase, performance.now() - a);
  const b = performance.now();
  game.resolve(s, m);
  add(R, m.type, performance.now() - b);
}
for (const [label, m] of [['listing', L], ['resolve', R]] as const) {
  console.log('--', label);
  for (const [k, [t, n]] of [...m].sort((x, y) => y[1][0] - x[1][0]).slice(0, 12)) {
    console.log(k.padEnd(32), t.toFixed(1).padStart(7), 'ms', String(n).padStart(6), ((t / n) * 1000).toFixed(1).padStart(8), 'us');
  }
}
