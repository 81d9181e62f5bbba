// The testkit's protocol checks with the optional German armour on (DDOB 23): Beyond the Beach starts
// on turn 17, when tanks may enter (23.2), so random games meet them; D-Day at Omaha Beach from turn 1.
import { checkConformance } from '@esagono/testkit/vitest';
import { conformanceOptions, game, type Setup } from '../../src/index.js';

const scenarios: Record<string, Setup> = {
  'beyond-the-beach+23': { scenario: 'beyond', variants: ['23'] },
  'ddob+23': { scenario: 'ddob', variants: ['23'] },
};

checkConformance(game, { scenarios, ...conformanceOptions, playthroughs: 12 });
