// The testkit's protocol checks on the shipped scenarios (docs/writing-a-title.md §2).
import { checkConformance } from '@esagono/testkit/vitest';
import { conformanceOptions, game, scenarios } from '../src/index.js';

checkConformance(game, { scenarios, ...conformanceOptions, playthroughs: 12 });
