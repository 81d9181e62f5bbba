/**
 * Full random playouts per second and decisions per second for every registered
 * title's reference scenario, plus the kernel's example game as a floor for the
 * protocol's own overhead. No peers: no other library plays these games.
 */
import { randomPlayout, skirmish, type AnyGame } from '@esagono/kernel';
import { decider, sampleStates } from '../profile.js';
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
  // Sampled on first use: thousands of live states would slow every other case of the process
  // (a larger heap to collect), and each case runs in a process of its own.
  let decide: (() => void) | null = null;
  const sampler = (): (() => void) => decider(s.game, sampleStates(s.game, s.setup, { games: 20, cap: 1500 }));
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
      // One decision, a player's or chance's: list the options, pick one at random, resolve it.
      name: `playouts: ${s.label} decisions (player and chance)`,
      esagono: () => {
        (decide ??= sampler())();
      },
      peers: {},
      // The states (20 games) are sampled before the warm-up, untimed: sampled in the first call, they
      // used up most of the warm-up and sized the batches from a call that had taken seconds. The
      // warm-up is then as long as the playouts': a title with large listing functions (Normandy '44)
      // keeps re-optimising them for 6-8 CPU seconds of decisions, and a shorter one timed the compiler.
      prepare: () => {
        decide ??= sampler();
      },
      budget: { warmupMs: 10_000, warmupCalls: 3000 },
    },
  ];
});
