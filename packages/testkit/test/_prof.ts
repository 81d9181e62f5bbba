import { checkConformance } from '../src/index.js';
import { skirmish } from '../../kernel/test/fixtures/skirmish.js';
import { hidden } from './helpers.js';
const scenarios = { standard: {}, 'short-hands': { handSize: 1, copies: 1 }, 'long-war': { hp: 5, ground: 4, handSize: 3, copies: 4 } };
const t = performance.now();
const r = checkConformance(skirmish, { scenarios, playthroughs: 200, hidden: { ...hidden, perturbations: 2 }, seed: 3 });
console.log(performance.now() - t, JSON.stringify(r));
