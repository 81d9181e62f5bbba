/**
 * Which Supply Point track pays (N44 5.1-5.3): the German 7th Army (`supply.german`), the US 1st
 * Army (`supply.us`) and, in the campaign and the mini-game, the British 2nd Army (never
 * transferable between the armies). A combat's army is that of its units (US and Commonwealth
 * units never fight together, N44 22.1).
 */
import type { Player, State } from '../state.js';
import { info } from '../units.js';

const british = (s: State, unit: string | undefined): boolean => s.campaign !== undefined && unit !== undefined && info(unit).side === 'allied' && info(unit).counter.nation !== 'US';

/** SupP available to `side` for a combat of `unit`'s army. */
export function supplyPool(s: State, side: Player, unit?: string): number {
  if (side === 'german') return s.supply.german;
  return british(s, unit) ? (s.campaign?.british ?? 0) : s.supply.us;
}

/** Pays `n` SupP from that track. */
export function spendSupply(s: State, side: Player, unit: string | undefined, n: number): State {
  if (n === 0) return s;
  if (side === 'german') return { ...s, supply: { ...s.supply, german: s.supply.german - n } };
  if (british(s, unit) && s.campaign) return { ...s, campaign: { ...s.campaign, british: s.campaign.british - n } };
  return { ...s, supply: { ...s.supply, us: s.supply.us - n } };
}
