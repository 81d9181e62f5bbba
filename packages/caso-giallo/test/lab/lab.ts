/** Positions on the rules-lab board (src/lab): the listed lab counters at the listed hexes. */
import { LAB_DATA, LAB_COUNTERS, type Mode, type Side, type State } from '@esagono/caso-giallo';
import { startRound } from '../../src/sequence/index.js';
import { start } from '../helpers.js';

export const LB = LAB_DATA.board;
export const LL = (id: string): number => {
  const loc = LB.loc(id);
  if (loc < 0) throw new Error(`no lab hex ${id}`);
  return loc;
};
export const LH = (loc: number): string => LB.ids[loc]!;

export function labPosition(units: Record<string, string>, side: Side, mode: Mode, extra: Partial<State> = {}): State {
  const s0 = start();
  const placed = LAB_COUNTERS.filter((c) => units[c.id] !== undefined);
  let control = LB.country.map((c) => (c === 'DE' ? 'G' : 'A')).join('');
  for (const c of placed) {
    const loc = LL(units[c.id]!);
    control = control.slice(0, loc) + (c.side === 'german' ? 'G' : 'A') + control.slice(loc + 1);
  }
  const s: State = {
    ...s0,
    scenario: 'lab',
    turn: 3,
    refugeesPlaced: true,
    refugees: [],
    grounded: [],
    drops: [],
    worksDestroyed: [],
    control,
    units: placed.map((c) => ({ id: c.id, loc: LL(units[c.id]!), steps: c.back ? 2 : 1, dis: false })),
    ...extra,
  };
  return startRound(s, side, mode);
}
