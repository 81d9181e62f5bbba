/**
 * Step losses (N44 12.3, 17.1, 17.9): flip, Cadre, elimination; Ost units are removed on any loss.
 */
import type { GameEvent } from '@esagono/kernel';
import type { State, UnitState } from '../state.js';
import { info, survivesLoss } from '../units.js';
import { CADRE_COUNTERS } from '../data/cadres.js';

/**
 * Is a Cadre counter of this unit's type free (N44 17.9)? Taken by each other 3-step unit of the
 * type showing its Cadre on the map, or eliminated with its Cadre on it (not those lost for good).
 */
export function cadreFree(s: State, u: UnitState): boolean {
  const cadre = info(u.id).cadre;
  if (!cadre) return false;
  const used = s.units.filter((o) => o.id !== u.id && info(o.id).cadre?.id === cadre.id && ((o.box === 'map' && o.steps === 1) || (o.box === 'eliminated' && o.lost !== true))).length;
  return used < (CADRE_COUNTERS.counts[cadre.id] ?? 0);
}

export function loseSteps(s: State, id: string, n: number, events: GameEvent[]): State {
  return {
    ...s,
    units: s.units.map((u): UnitState => {
      if (u.id !== id || n <= 0) return u;
      const i = info(u.id);
      const after = u.steps - n;
      // A reduced 3-step unit reaching its Cadre with no Cadre counter free is eliminated for good (N44 17.9).
      if (i.steps === 3 && u.steps >= 2 && after <= 1 && !cadreFree(s, u)) {
        events.push({ type: 'eliminated-for-good', rule: 'N44 17.9' });
        return { ...u, steps: 0, hex: null, box: 'eliminated', dg: false, oos: 0, dispersed: false, lost: true };
      }
      if (i.kind === 'ost' || !survivesLoss(i, after)) {
        events.push({ type: 'eliminated', rule: i.kind === 'ost' ? 'N44 17.1' : 'N44 12.3' });
        return { ...u, steps: 0, hex: null, box: 'eliminated', dg: false, oos: 0, dispersed: false };
      }
      events.push({ type: 'step-lost', rule: after === 1 && i.steps === 3 ? 'N44 17.9' : 'N44 12.3' });
      return { ...u, steps: after };
    }),
  };
}
