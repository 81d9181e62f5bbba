/**
 * Speed of the rules engine (issue #20) as the bench's decisions case sees it: one decision after
 * another along seeded random playouts (the actor, its listing, a random pick, the resolve), timed
 * in slices of CPU time with no warm-up, so the warm-up shows. Then where the time goes: listing and
 * resolve time by phase and move type, over the states of 20 sampled games (up to 1500).
 * The bench's shared helpers (packages/bench/src/profile.ts) do the work.
 * `npx tsx packages/heroes-of-normandie/scripts/decisions.ts [scenario=free-skirmish] [ms=1500] [profile.cpuprofile]`
 * With a third argument, the timed decisions alone (not the sampling) are profiled into that file.
 */
import { kindLines, playoutDecider, sampleStates, timeByKind, timeCalls, cpuMs } from '../../bench/src/profile.js';
import { game, scenarios } from '../src/index.js';

const name = (process.argv[2] ?? 'free-skirmish') as keyof typeof scenarios;
const budget = Number(process.argv[3] ?? 1500);
const profile = process.argv[4];
const setup = scenarios[name];
if (setup === undefined) throw new Error(`no scenario ${name}`);

const d = playoutDecider(game, setup);
const t = await timeCalls(d.step, { seconds: budget / 1000, warmupMs: 0, warmupCalls: 0, ...(profile === undefined ? {} : { profile }) });
console.log(`${Math.round(t.rate / 1000)}k decisions/s in ${d.games()} random playouts over the first ${budget} ms CPU; per 100 ms slice:`, t.slices.map((x) => `${(x / 1000).toFixed(1)}k`).join(' '));
const t0 = cpuMs();
const states = sampleStates(game, setup);
console.log(`sampled ${states.length} states in ${(cpuMs() - t0).toFixed(0)} ms CPU`);
for (const line of kindLines(timeByKind(game, states))) console.log(line);
