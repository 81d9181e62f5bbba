/**
 * Digest of seeded random games (every legal-move list, chance list, event list, final state and
 * outcome), to check that speed work on the listing changes no game: run before and after a change
 * and compare. The bench's shared helper (packages/bench/src/digest.ts) does the work.
 * `npx tsx packages/normandy44/scripts/legal-digest.ts [scenario=campaign] [seeds=2]`
 */
import { digestLine, gamesDigest } from '../../bench/src/digest.js';
import { game, scenarios } from '../src/index.js';

const scenario = (process.argv[2] ?? 'campaign') as keyof typeof scenarios;
const seeds = Number(process.argv[3] ?? 2);
const setup = scenarios[scenario];
if (setup === undefined) throw new Error(`no scenario ${scenario}`);
console.log(digestLine(scenario, seeds, gamesDigest(game, setup, { seeds, outcome: true })));
