/**
 * Improved Positions (N44 16.1) as the Cherbourg scenario allows them (N44 26.2.4): begun by an
 * infantry-type unit that does not move, completed at its side's next Movement Phase if such a
 * unit is still there, removed when no friendly combat unit holds the hex.
 */
import type { Board } from '../map/index.js';
import { terrainOf } from '../map/index.js';
import { board, onMap, unitsAt } from '../position.js';
import type { Player, State, UnitState } from '../state.js';
import { info, isInfantryType } from '../units.js';

/** A complete IP of the defender in `hex`: no attacker armor shift, the IP DD column, stops retreats (N44 16.1). */
export function hasIp(s: State, hex: string, side?: Player): boolean {
  const ip = s.ips[hex];
  return ip !== undefined && ip.complete && (side === undefined || ip.side === side);
}

/** May `u` begin an IP now (N44 16.1, 26.2.4)? */
export function canStartIp(s: State, u: UnitState, b: Board = board(s)): boolean {
  if (!onMap(u) || u.moved || u.dg || u.landed === s.turn || s.ipAllowance[u.side] <= 0) return false;
  if (!s.phase.endsWith('movement') || s.phase.includes('reserve')) return false;
  const i = info(u.id);
  if (!isInfantryType(i) || i.kind === 'hq' || i.kind === 'strongpoint' || i.kind === 'engineer' || i.kind === 'cadre') return false;
  const hex = u.hex as string;
  const loc = b.locOf(hex);
  // Not in a City, nor where an SP, a permanent IP or another IP stands.
  if (terrainOf(b, loc) === 'city' || b.permanentIp[loc] === 1 || s.ips[hex] !== undefined) return false;
  return !strongpointHexes(s).has(hex);
}

// Per unit list (immutable): the listing asks for every unit of one position.
const spHexes = new WeakMap<readonly UnitState[], ReadonlySet<string | null>>();
function strongpointHexes(s: State): ReadonlySet<string | null> {
  let h = spHexes.get(s.units);
  if (!h) {
    const set = new Set<string | null>();
    for (const o of s.units) if (o.box === 'map' && info(o.id).kind === 'strongpoint') set.add(o.hex);
    h = set;
    spHexes.set(s.units, h);
  }
  return h;
}

export function startIp(s: State, unit: string): State {
  const u = s.units.find((x) => x.id === unit) as UnitState;
  return {
    ...s,
    ips: { ...s.ips, [u.hex as string]: { side: u.side, complete: false, turn: s.turn } },
    ipAllowance: { ...s.ipAllowance, [u.side]: s.ipAllowance[u.side] - 1 },
    // The builder does not move and leaves Reserve (N44 16.1).
    units: s.units.map((x) => (x.id === unit ? { ...x, moved: true, reserve: false } : x)),
  };
}

/** No attack out of a hex where the side began an IP this turn (N44 16.1). */
export function buildingHere(s: State, u: UnitState): boolean {
  const ip = s.ips[u.hex as string];
  return ip !== undefined && !ip.complete && ip.side === u.side && ip.turn === s.turn;
}

/** At the start of a side's Movement Phase its IPs under construction complete if an infantry-type unit is still there. */
export function completeIps(s: State, side: Player): State {
  const ips = { ...s.ips };
  for (const [hex, ip] of Object.entries(s.ips)) {
    if (ip.side !== side || ip.complete) continue;
    const held = unitsAt(s, hex).some((u) => u.side === side && isInfantryType(info(u.id)));
    if (held) ips[hex] = { ...ip, complete: true };
    else delete ips[hex];
  }
  return { ...s, ips };
}

/** IPs with no friendly combat unit in their hex are removed (N44 16.1). */
export function pruneIps(s: State, side?: Player): State {
  let changed = false;
  const ips = { ...s.ips };
  for (const [hex, ip] of Object.entries(s.ips)) {
    if (side !== undefined && ip.side !== side) continue;
    if (!unitsAt(s, hex).some((u) => u.side === ip.side)) {
      delete ips[hex];
      changed = true;
    }
  }
  return changed ? { ...s, ips } : s;
}
