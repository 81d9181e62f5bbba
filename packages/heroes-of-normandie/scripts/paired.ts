/**
 * Paired speed check of Heroes of Normandie (issue #20), with the bench's paired runner
 * (packages/bench/src/paired.ts): the package (with its kernel) built from a git ref and from the
 * working tree, timed in alternating batches of the same seeded random playouts (CPU time); prints
 * the median ratio of decisions per CPU second. With `--same`, both builds must play the same games
 * move by move.
 *
 *   npx tsx packages/heroes-of-normandie/scripts/paired.ts <ref> [scenario=free-skirmish] [pairs=15] [games=10] [--same]
 */
import { pairedPlayoutsScript } from '../../bench/src/paired.js';

await pairedPlayoutsScript('heroes-of-normandie', { scenario: 'free-skirmish', pairs: 15, games: 10 });
