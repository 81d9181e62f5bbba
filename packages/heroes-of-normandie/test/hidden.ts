import type { HiddenInformation } from '@esagono/testkit';
import { determinize, type Player, type State } from '../src/index.js';

/** The opponent's face-down tokens, hand and draw pile, re-dealt by the package's `determinize`. */
export const honHidden: HiddenInformation<State, Player> = {
  description: "the opponent's face-down Order and Bluff tokens, hand and draw pile",
  perturbations: 2,
  perturb: determinize,
};
