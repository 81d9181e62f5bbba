/**
 * Full random playouts per second and decisions per second along random playouts for every
 * registered title's reference scenario, plus the kernel's example game as a floor for the
 * protocol's own overhead. No peers: no other library plays these games.
 */
import { randomPlayout, skirmish, type AnyGame } from '@esagono/kernel';
import { playoutDecider } from '../profile.js';
import { titles } from '../titles.js';
import type { BenchCase } from '../types.js';

/**
 * Scenarios measured besides each title's reference one: the Memoir '44 issue names both; the
 * Normandy '44 issue (#17) sets its playout target on the mini-game; D-Day at Omaha Beach's issue
 * (#18) asks for the full game beside Easy Fox; Case Yellow's (#19) for the historical scenario
 * beside Fortress Holland.
 */
const MORE_SCENARIOS: Readonly<Record<string, readonly string[]>> = {
  memoir44: ['sainte-mere-eglise'],
  normandy44: ['mini-game'],
  'omaha-beach': ['ddob'],
  'caso-giallo': ['historical'],
};

interface Subject {
  readonly label: string;
  readonly game: AnyGame;
  readonly setup: unknown;
}

const subjects: Subject[] = [
  { label: 'skirmish/kernel-example', game: skirmish as unknown as AnyGame, setup: {} },
  ...Object.entries(titles).flatMap(([id, t]) => {
    const reference = t.referenceScenario ?? Object.keys(t.scenarios)[0];
    const ids = [...new Set([...(reference === undefined ? [] : [reference]), ...(MORE_SCENARIOS[id] ?? [])])];
    return ids.filter((sc) => sc in t.scenarios).map((sc) => ({ label: `${id}/${sc}`, game: t.game, setup: t.scenarios[sc] }));
  }),
];

export const cases: BenchCase[] = subjects.flatMap((s): BenchCase[] => {
  let seed = 0;
  // Decisions continue one playout after another from seed 1,000,000 on, apart from the playouts case's seeds.
  const decisions = playoutDecider(s.game, s.setup, 1_000_000);
  return [
    {
      name: `playouts: ${s.label} random playouts`,
      esagono: () => {
        randomPlayout(s.game, s.setup, seed++);
      },
      peers: {},
      // Games differ in length, and V8 keeps optimising for the first several seconds of play (the
      // compiler shares the pinned core): a long warm-up, then batches of many games.
      budget: { warmupMs: 10_000, warmupCalls: 100, measureMs: 8000, batchMs: 1000 },
    },
    {
      // One decision, a player's or chance's, along random playouts: list the options, pick one at
      // random, resolve it, go on from the new state; a finished game starts the next seed. Every state
      // is new, as in play. (Until 2026-11 this case cycled over the states of 20 sampled games: it
      // revisited states, so caches kept per state or per unit list hit far more often than in play,
      // and it read up to 7 times as fast as real playouts for Normandy '44.)
      name: `playouts: ${s.label} decisions in random playouts`,
      esagono: decisions.step,
      peers: {},
      // As long a warm-up as the playouts': a title with large listing functions (Normandy '44) keeps
      // re-optimising them for 6-8 CPU seconds, and a shorter one timed the compiler. Batches of a
      // second, as the playouts': a decision's cost depends on the phase, and the default 50 ms batch
      // timed a stretch of one or two games, so the median of a 600 ms run swung by 20% between runs
      // (Normandy '44's mini-game read 45k and 56k decisions per second on the same build, 2026-11-27).
      budget: { warmupMs: 10_000, warmupCalls: 3000, measureMs: 8000, batchMs: 1000 },
    },
  ];
});
