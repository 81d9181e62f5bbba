/**
 * Step losses (N44 12.3, 17.1, 17.9): flip, Cadre, elimination; Ost units are removed on any loss.
 */
import type { GameEvent } from '@esagono/kernel';
import type { State, UnitState } from '../state.js';
import { info, survivesLoss } from '../units.js';

export function loseSteps(s: State, id: string, n: number, events: GameEvent[]): State {
  return {
    ...s,
    units: s.units.map((u): UnitState => {
      if (u.id !== id || n <= 0) return u;
      const i = info(u.id);
      const after = u.steps - n;
      if (i.kind === 'ost' || !survivesLoss(i, after)) {
        events.push({ type: 'eliminated', rule: i.kind === 'ost' ? 'N44 17.1' : 'N44 12.3' });
        return { ...u, steps: 0, hex: null, box: 'eliminated', dg: false, oos: 0, dispersed: false };
      }
      events.push({ type: 'step-lost', rule: after === 1 && i.steps === 3 ? 'N44 17.9' : 'N44 12.3' });
      return { ...u, steps: after };
    }),
  };
}
