/**
 * Digest of seeded random games (every legal-move list, every chance list, every event list, every
 * final state and its outcome), to check that speed work changes no game: run before and after a
 * change and compare. The bench's shared helper (packages/bench/src/digest.ts) does the work.
 * `npx tsx packages/normandy44/scripts/digest.ts [scenario] [seeds]`
 */
import { digestLine, gamesDigest } from '../../bench/src/digest.js';
import { game, scenarios } from '../src/index.js';

const scenario = (process.argv[2] ?? 'mini-game') as keyof typeof scenarios;
const seeds = Number(process.argv[3] ?? 8);
const setup = scenarios[scenario];
if (setup === undefined) throw new Error(`no scenario ${scenario}`);
console.log(digestLine(scenario, seeds, gamesDigest(game, setup, { seeds, outcome: true })));
