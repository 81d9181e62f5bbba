/**
 * Equipment with markers announced before the roll (HoN p.10 L776-836): Ammo (+1 per marker
 * against infantry, any number, L792-796), APC Shells (+1 against a heavy vehicle, one per attack,
 * L808-810), Additional Shielding (+1 defence per marker to a heavy vehicle, announced by its
 * owner before the attacker rolls, discarded hit or miss, L780-788) and Fuel (+1 MV to a vehicle,
 * one a turn, L834-836). A marker serves the units of the tile carrying the option and any hero
 * [A43], or the whole army from an Officer tile (L768); used markers are discarded (L770).
 */
import type { Group, PendingAttack, Player, State, Unit } from '../state.js';
import { counterOf, colorOf, hasAbility, isVehicle, unitById } from '../units.js';
import { ofTile } from './traits.js';
import { withState } from '../speed/copy.js';

/** Equipment and the traits with markers spent the same way: Triggerhappy (L987-989) and Hardboiled (L935-937). */
export const EQUIPMENT_ITEMS = [
  'ammo', 'ammoBelt', 'apcShells', 'additionalShielding', 'fuel', 'grenade', 'triggerhappy', 'hardboiled',
  'panzerfaust', 'grenadeLauncher', 'heShells', 'demolitionCharge', 'stickyBomb', 'position', 'cullingHedgerowCutter',
] as const;
export type EquipmentItem = (typeof EQUIPMENT_ITEMS)[number];
/** Items announced before a roll (the others are attacks or actions of their own, `combat/launchers.ts`). */
export type AnnouncedItem = Extract<EquipmentItem, 'ammo' | 'ammoBelt' | 'apcShells' | 'additionalShielding' | 'fuel' | 'triggerhappy' | 'hardboiled'>;

/** The group whose markers of `item` unit `u` may use now, if any. */
export function equipmentGroup(s: State, u: Unit, item: EquipmentItem): Group | undefined {
  for (const g of s.groups)
    if (g.owner === u.owner && !g.broken && g.markers > 0 && g.grants.includes(item) && (g.wide || ofTile(u, g.key) || counterOf(u).border === 'hero')) return g;
  return undefined;
}

/** Items the attacker may still announce for the pending fire. */
export function attackerItems(s: State, atk: PendingAttack | null = s.attack): AnnouncedItem[] {
  if (!atk) return [];
  const hb = hardboiledBeforeRoll(s, atk.attacker, atk.kind === 'assault' || (atk.marker !== 'stickyBomb' && atk.marker !== 'goliath'));
  // Not with explosive weapons (L794).
  if (atk.kind !== 'fire' || atk.mode === 'sniper' || atk.mode === 'grenade') return hb;
  const a = unitById(s, atk.attacker);
  const t = unitById(s, atk.target);
  if (!a || !t) return hb;
  const out: AnnouncedItem[] = [...hb];
  if (colorOf(t) === 'yellow' && equipmentGroup(s, a, 'ammo')) out.push('ammo');
  // Ammo Belt: Raffica units only, +2 against infantry or +1 against light vehicles (L800-804).
  if (colorOf(t) !== 'grey' && hasAbility(a, 'raffica') && equipmentGroup(s, a, 'ammoBelt')) out.push('ammoBelt');
  if (colorOf(t) === 'grey' && !atk.equipment.includes('apcShells') && equipmentGroup(s, a, 'apcShells')) out.push('apcShells');
  // Triggerhappy: one of its Suppressed markers on the target of the fire (L989), once per shot.
  if (!atk.equipment.includes('triggerhappy') && equipmentGroup(s, a, 'triggerhappy')) out.push('triggerhappy');
  return out;
}

/** Items the defender may announce for the pending attack (Additional Shielding on a heavy vehicle). */
export function defenderItems(s: State, atk: PendingAttack | null = s.attack): AnnouncedItem[] {
  if (!atk) return [];
  // In an assault the defender's Suppressed markers count against its roll (L450): Hardboiled may take one off first.
  if (atk.kind === 'assault') return hardboiledBeforeRoll(s, atk.target, true);
  const t = unitById(s, atk.target);
  if (!t || colorOf(t) !== 'grey' || atk.kind !== 'fire') return [];
  return equipmentGroup(s, t, 'additionalShielding') ? ['additionalShielding'] : [];
}

/** Fuel for the activated vehicle: once a turn. */
export function fuelAllowed(s: State): boolean {
  const act = s.activation;
  if (!act || act.boost.fuel > 0) return false;
  const u = unitById(s, act.unit);
  return u !== undefined && isVehicle(u) && equipmentGroup(s, u, 'fuel') !== undefined;
}

/**
 * Hardboiled (HoN p.12 L935-937): a marker removes 1 Suppressed from one of your units; several may
 * be played at once. Its timing is unstated ([A51]: any time): the engine offers it whenever its
 * owner holds the start of an activation or Supply step 4 (L613), on any own unit it serves, and
 * before a roll on a unit whose markers count against it (`hardboiledBeforeRoll`).
 */
export function hardboiledTargets(s: State, p: Player): Unit[] {
  return s.units.filter((u) => u.alive && u.owner === p && u.suppressed > 0 && equipmentGroup(s, u, 'hardboiled') !== undefined);
}

/**
 * Hardboiled before a roll ([A51]: any time): on the attacker whose Suppressed markers count
 * against its roll, or on an assault's defender (the Sticky Bomb's and the Goliath's attacks count
 * none of the placer's markers).
 */
function hardboiledBeforeRoll(s: State, id: string, counts: boolean): AnnouncedItem[] {
  const u = unitById(s, id);
  return counts && u !== undefined && u.alive && u.suppressed > 0 && equipmentGroup(s, u, 'hardboiled') !== undefined ? ['hardboiled'] : [];
}

/** The Hardboiled moves of `p` now. */
export function hardboiledMoves(s: State, p: Player): { type: 'equipment'; item: 'hardboiled'; unit: string }[] {
  return hardboiledTargets(s, p).map((u) => ({ type: 'equipment', item: 'hardboiled', unit: u.id }));
}

export function spendMarker(s: State, g: Group): State {
  return withState(s, { groups: s.groups.map((x) => (x.key === g.key ? { ...x, markers: x.markers - 1 } : x)) });
}
