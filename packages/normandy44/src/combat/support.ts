/**
 * Air and naval units by army (N44 19.2, 27.2). The Allies have four naval units, two US and two
 * British: a British one supports only units of the British 2nd Army, a US one only the US 1st
 * Army; each serves once a turn. In the Cherbourg scenario only the US ones play (N44 26.2.2).
 * Air units serve any combat (N44 19.1.2), except under the solitaire notes, where each army's air
 * units serve only inside its own side of the Army Boundary (N44 27.2).
 */
import { inZone, type Board } from '../map/index.js';
import { LIMITS, weatherRow } from '../data/tables.js';
import type { Campaign, State } from '../state.js';
import { info } from '../units.js';

export type Army = 'us' | 'british';

/** The army of an Allied unit: US units the 1st, British and Canadian ones the 2nd (N44 2.3.4, 22.1). */
export const armyOf = (id: string): Army => (info(id).counter.nation === 'US' ? 'us' : 'british');

/** The army on whose side of the Army Boundary `loc` lies (N44 22.1). */
export const sideArmy = (b: Board, loc: number): Army => (inZone(b, loc, 'us-army') ? 'us' : 'british');

const NONE = { us: 0, british: 0 } as const;

/** Naval units of `army` still available this turn (N44 19.2). */
export function navalLeft(s: State, army: Army): number {
  if (!s.campaign) return army === 'us' ? s.naval : 0;
  const used = s.campaign.navalUsed ?? NONE;
  return Math.max(0, Math.min(s.naval, LIMITS.navalMarkersPerNation - used[army]));
}

/** Spends `n` naval units of `army`. */
export function spendNaval(s: State, army: Army, n = 1): State {
  const st: State = { ...s, naval: Math.max(0, s.naval - n) };
  if (!s.campaign) return st;
  const used = s.campaign.navalUsed ?? NONE;
  return { ...st, campaign: { ...s.campaign, navalUsed: { ...used, [army]: used[army] + n } } };
}

/** Air units of this turn usable for `army` (N44 19.1, 27.2): the whole pool, or the army's half in solitaire. */
export function airLeft(s: State, army: Army): number {
  if (!s.campaign || !s.options.solitaire) return s.air;
  const used = s.campaign.airUsed ?? NONE;
  // Each army receives the weather table's per-nation figure (N44 19.1.1; none on turn 1).
  const per = s.turn === 1 ? 0 : weatherRow(s.space).air;
  return Math.max(0, Math.min(s.air, per - used[army]));
}

/** Spends `n` air units of `army`. */
export function spendAir(s: State, army: Army, n = 1): State {
  const st: State = { ...s, air: Math.max(0, s.air - n) };
  if (!s.campaign || n === 0) return st;
  const used = s.campaign.airUsed ?? NONE;
  return { ...st, campaign: { ...s.campaign, airUsed: { ...used, [army]: used[army] + n } } };
}

/** The Initial Phase's reset of the per-army counts (N44 19.2: markers flip back to available). */
export function resetSupport(c: Campaign): Campaign {
  return { ...c, navalUsed: { ...NONE }, airUsed: { ...NONE } };
}
