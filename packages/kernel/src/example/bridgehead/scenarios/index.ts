/**
 * Bridgehead scenarios, as data (provenance: stand-in, the example's own). Frozen, so
 * `defineGame` checks each once.
 */
import { deepFreeze } from '../../../protocol/define.js';
import type { Setup } from '../state.js';

export const scenarios: Readonly<Record<string, Setup>> = deepFreeze({
  /** Blue must force the river and take the town in three turns. */
  'river-line': {
    turns: 3,
    units: [
      { id: 'b-inf-1', side: 'blue', kind: 'infantry', hex: { q: 2, r: 0 } },
      { id: 'b-inf-2', side: 'blue', kind: 'infantry', hex: { q: 2, r: 1 } },
      { id: 'b-arm', side: 'blue', kind: 'armor', hex: { q: 2, r: 2 } },
      { id: 'b-inf-3', side: 'blue', kind: 'infantry', hex: { q: 2, r: 2 } },
      { id: 'b-inf-4', side: 'blue', kind: 'infantry', hex: { q: 1, r: 3 } },
      { id: 'r-inf-1', side: 'red', kind: 'infantry', hex: { q: 3, r: 1 } },
      { id: 'r-mil-1', side: 'red', kind: 'militia', hex: { q: 3, r: 2 } },
      { id: 'r-inf-2', side: 'red', kind: 'infantry', hex: { q: 4, r: 1 } },
      { id: 'r-mil-2', side: 'red', kind: 'militia', hex: { q: 3, r: 0 } },
    ],
  },
  /** A short fight at the bridge. */
  'bridge-fight': {
    turns: 2,
    units: [
      { id: 'b-arm', side: 'blue', kind: 'armor', hex: { q: 2, r: 2 } },
      { id: 'b-inf', side: 'blue', kind: 'infantry', hex: { q: 2, r: 1 } },
      { id: 'r-mil', side: 'red', kind: 'militia', hex: { q: 3, r: 2 } },
      { id: 'r-inf', side: 'red', kind: 'infantry', hex: { q: 4, r: 1 } },
    ],
  },
});
