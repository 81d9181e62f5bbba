/**
 * Paired speed check of the bench's decisions case (decisions along seeded random playouts), with
 * the bench's paired runner (packages/bench/src/paired.ts): Caso Giallo and its kernel built from a
 * git ref and from the working tree, both in one process, timed in alternating batches by CPU time.
 * The shared machine's speed swings within minutes, so only the median ratio of neighbouring batches
 * means something. Both builds must play the same games, or the run fails. `--sampled`: one decision
 * on each state of 20 seeded games in turn (revisited states), as the bench did before session 11.
 *
 *   npx tsx packages/caso-giallo/scripts/paired.ts [ref=HEAD] [scenario=fortress-holland] [pairs=41] [decisions=3000] [--sampled]
 */
import { pairedDecisionsScript } from '../../bench/src/paired.js';

await pairedDecisionsScript('caso-giallo', { scenario: 'fortress-holland', pairs: 41, decisions: 3000, warmups: 4 });
