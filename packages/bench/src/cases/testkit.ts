/**
 * The testkit's arbitraries against plain play (issue #15: a `playthroughArb` game cost 13x a
 * `randomPlayout` of the same game). One whole random game of Memoir '44 Sainte-Mère-Église
 * per call, drawn by `playthroughArb` with the title's `conformanceOptions`; the peer is the
 * kernel's `randomPlayout` of the same scenario. The target: within 2x of it.
 */
import fc from 'fast-check';
import { randomPlayout } from '@esagono/kernel';
import { conformanceOptions, game, scenarios } from '@esagono/memoir44';
import { playthroughArb } from '@esagono/testkit';
import type { BenchCase } from '../types.js';

const id = 'sainte-mere-eglise';
const setup = scenarios[id];
if (!setup) throw new Error(`bench: no scenario ${id}`);
const arb = playthroughArb(game, { scenarios: { [id]: setup }, ...conformanceOptions });

let seed = 0;
let peerSeed = 0;

export const cases: BenchCase[] = [
  {
    name: `testkit: playthroughArb memoir44/${id} games (peer: randomPlayout)`,
    esagono: () => {
      fc.sample(arb, { numRuns: 1, seed: seed++ });
    },
    peers: {
      randomPlayout: () => {
        randomPlayout(game, setup, peerSeed++);
      },
    },
    budget: { warmupMs: 8_000, warmupCalls: 60, measureMs: 6_000, batchMs: 1_000 },
  },
];
