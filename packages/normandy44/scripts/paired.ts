/**
 * Paired speed check of Normandy '44 (issue #17), with the bench's paired runner
 * (packages/bench/src/paired.ts): the package (with its kernel) built from a git ref and from the
 * working tree, timed in alternating batches of the same seeded random playouts (CPU time); prints
 * the median ratio of decisions per CPU second. With `--same`, both builds must play the same games
 * move by move (a speed change that keeps play); without it the move shapes may differ.
 *
 *   npx tsx packages/normandy44/scripts/paired.ts <ref> [scenario=mini-game] [pairs=9] [games=2] [--same]
 */
import { pairedPlayoutsScript } from '../../bench/src/paired.js';

await pairedPlayoutsScript('normandy44', { scenario: 'mini-game', pairs: 9, games: 2 });
