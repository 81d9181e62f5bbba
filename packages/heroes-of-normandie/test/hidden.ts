import type { HiddenInformation } from '@esagono/testkit';
import { determinize, type Player, type State } from '../src/index.js';

/** The opponent's face-down tokens, hand, draw pile and hidden counters' identities, re-dealt by the package's `determinize`. */
export const honHidden: HiddenInformation<State, Player> = {
  description: "the opponent's face-down Order and Bluff tokens, hand, draw pile and what its hidden counters are",
  perturbations: 2,
  perturb: determinize,
};
