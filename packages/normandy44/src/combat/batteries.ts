/**
 * German naval batteries (optional rule N44 28.3): from turn 2 the Allies spend naval units to
 * suppress the batteries on their side of the Army Boundary, until Allied forces take them.
 * Reading of the digest's D-35: at the start of each Allied Combat Phase one naval unit of the
 * right nation per surviving battery is spent; a battery is gone once an Allied unit stands in its
 * hex (checked at each phase change). A battery whose hex is not on the board in play (a map
 * excerpt such as Cherbourg's) cannot be suppressed or fire there and counts as gone.
 */
import type { GameEvent } from '@esagono/kernel';
import type { Board } from '../map/index.js';
import { onMap } from '../position.js';
import type { State } from '../state.js';
import { navalLeft, spendNaval } from './support.js';

/** The four batteries the rule names, with the nation whose naval units suppress each (N44 28.3). */
export const NAVAL_BATTERIES = [
  { name: 'Crisbecq', hex: '3012', nation: 'US' },
  { name: 'Pointe du Hoc', hex: '2818', nation: 'US' },
  { name: 'Longues-sur-Mer', hex: '2623', nation: 'CW' },
  { name: 'Mont Canisy', hex: '2437', nation: 'CW' },
] as const;

export type BatteryNation = (typeof NAVAL_BATTERIES)[number]['nation'];

/** Batteries of `nation` still firing: on the board and not yet taken (N44 28.3). */
export function survivingBatteries(s: State, b: Board, nation: BatteryNation): string[] {
  const gone = s.silencedBatteries ?? [];
  return NAVAL_BATTERIES.filter((x) => x.nation === nation && b.locOf(x.hex) >= 0 && !gone.includes(x.hex)).map((x) => x.hex);
}

/** Batteries with an Allied unit in their hex are eliminated (N44 28.3). */
export function takeBatteries(s: State, b: Board, events: GameEvent[]): State {
  if (s.options.navalBatteries !== true) return s;
  const gone = s.silencedBatteries ?? [];
  const taken = NAVAL_BATTERIES.filter((x) => !gone.includes(x.hex) && b.locOf(x.hex) >= 0 && s.units.some((u) => u.side === 'allied' && onMap(u) && u.hex === x.hex)).map((x) => x.hex);
  if (taken.length === 0) return s;
  events.push({ type: 'battery-eliminated', rule: 'N44 28.3' });
  return { ...s, silencedBatteries: [...gone, ...taken] };
}

/**
 * At the start of the Allied Combat Phase from turn 2, one naval unit per surviving battery is
 * spent: US units for the US-side batteries, British ones (campaign) for the British side (N44 28.3, D-35).
 */
export function suppressBatteries(s: State, b: Board, events: GameEvent[]): State {
  if (s.options.navalBatteries !== true || s.turn < 2) return s;
  let st = takeBatteries(s, b, events);
  const us = Math.min(navalLeft(st, 'us'), survivingBatteries(st, b, 'US').length);
  const cw = s.campaign ? Math.min(navalLeft(st, 'british'), survivingBatteries(st, b, 'CW').length) : 0;
  if (us + cw === 0) return st;
  events.push({ type: 'batteries-suppressed', rule: 'N44 28.3' });
  if (us > 0) st = spendNaval(st, 'us', us);
  return cw > 0 ? spendNaval(st, 'british', cw) : st;
}
