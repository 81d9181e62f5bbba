/**
 * Paired speed check of D-Day at Omaha Beach (issue #18) as the bench times it: decisions along
 * seeded random playouts, the package (with its kernel) built from a git ref and from the working
 * tree, both in one process, timed in alternating batches of CPU time (packages/bench/src/paired.ts).
 * The shared machine's speed swings, so only the median ratio of neighbouring batches means
 * something. Both builds must first play the same seeded games. `--sampled`: on sampled states instead.
 *
 *   npx tsx packages/omaha-beach/scripts/paired.ts [ref=HEAD] [scenario=easy-fox] [pairs=21] [decisions=20000] [--sampled]
 */
import { pairedDecisionsScript } from '../../bench/src/paired.js';

await pairedDecisionsScript('omaha-beach', { scenario: 'easy-fox', pairs: 21, decisions: 20000 });
