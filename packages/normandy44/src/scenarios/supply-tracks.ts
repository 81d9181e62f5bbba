/**
 * Which Supply Point track pays (N44 5.1-5.3): the German 7th Army (`supply.german`), the US 1st
 * Army (`supply.us`) and, in the campaign and the mini-game, the British 2nd Army (never
 * transferable between the armies). A combat's army is that of its units (US and Commonwealth
 * units never fight together, N44 22.1).
 */
import { traceSupply } from '@esagono/kernel';
import type { Board } from '../map/index.js';
import type { Combat, Player, State, UnitState } from '../state.js';
import { info } from '../units.js';
import { CHERBOURG_CITY, lineOfSupply } from '../supply/supply.js';

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

export type GermanTrack = '7th-army' | 'cherbourg';

/**
 * The German tracks an HQ may pay from in the campaign (N44 17.2, 17.4): Fortress Cherbourg if it
 * traces a line of supply to a German Cherbourg City hex, the 7th Army if it traces to a map-edge
 * entry hex, either if both. The Cotentin HQ pays Fortress Cherbourg only.
 */
export function germanHqTracks(s: State, hq: UnitState, b: Board): GermanTrack[] {
  if (hq.box !== 'map' || hq.hex === null) return [];
  const los = lineOfSupply(s, 'german', b);
  const from = b.locOf(hq.hex);
  const out: GermanTrack[] = [];
  if (hq.id !== 'ge-hq-cotentin') {
    const entries = new Set(b.entries.map((e) => e.loc));
    if (traceSupply(b.map, from, (l) => entries.has(l), los).path !== null) out.push('7th-army');
  }
  const city = new Set(CHERBOURG_CITY.filter((h) => (s.control[h] ?? 'german') === 'german').map((h) => b.locOf(h)));
  if (city.size > 0 && traceSupply(b.map, from, (l) => city.has(l), los).path !== null) out.push('cherbourg');
  return out;
}

/** SupP left on a German track, less `pending` already committed to it. */
export function germanRoom(s: State, track: GermanTrack, pending: number): boolean {
  return (track === 'cherbourg' ? (s.campaign?.cherbourg ?? 0) : s.supply.german) > pending;
}

/** Pays a combat's artillery: the attacking army's track, or the German campaign HQs' chosen tracks (N44 5.1, 11.6, 17.2). */
export function payArtillery(s: State, side: Player, c: Combat, paid: number): State {
  const cher = side === 'german' && s.campaign ? (c.cherbourgPaid ?? 0) : 0;
  const st = spendSupply(s, side, c.attackers[0], paid - cher);
  return cher > 0 && st.campaign ? { ...st, campaign: { ...st.campaign, cherbourg: st.campaign.cherbourg - cher } } : st;
}

/** Pays 1 SupP from a German track (N44 17.2). */
export function spendGerman(s: State, track: GermanTrack): State {
  if (track === 'cherbourg' && s.campaign) return { ...s, campaign: { ...s.campaign, cherbourg: s.campaign.cherbourg - 1 } };
  return { ...s, supply: { ...s.supply, german: s.supply.german - 1 } };
}
