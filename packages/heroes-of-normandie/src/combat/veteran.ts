/**
 * Veteran (HoN p.12 L993-995): 3 markers; each lets its owner reroll, or make the opponent
 * reroll, any die whose result it wants to change; the new result stands, though another marker
 * may reroll it again; a marker is discarded after use. Read with [A51]: a window right after the
 * die is rolled, before it applies. The engine opens it on fire rolls (the attack die of a shot or
 * a blast), assault dice (each apart), damage location dice, and outside attacks on a scatter
 * die, the Distruzione dice and a collapse die (`vetRoll`); the marker serves the units of its
 * tile, or the whole army from an Officer tile (L766-768): it is usable when a unit the roll
 * concerns (firer, target, attacker, the unit in a falling structure) is such a unit. A die that
 * concerns no unit (an Aviation card's AA test, a smoke bomb's scatter) has no Veteran [derived
 * from L766].
 */
import type { Group, PendingAttack, Player, State, Unit } from '../state.js';
import { other } from '../state.js';
import { unitById } from '../units.js';
import { ofTile } from './traits.js';

/** The Veteran group with a marker left that serves `u`: its tile's, or an Officer tile's (L766-768). */
export function veteranGroup(s: State, u: Unit): Group | undefined {
  for (const g of s.groups) if (g.owner === u.owner && !g.broken && g.markers > 0 && g.grants.includes('veteran') && (g.wide || ofTile(u, g.key))) return g;
  return undefined;
}

/** Players who may spend a Veteran marker on the attack's die now, the attacker's side first. */
export function veteranPlayers(s: State, atk: PendingAttack): Player[] {
  const a = unitById(s, atk.attacker);
  const t = unitById(s, atk.target);
  if (!a || !t) return [];
  const out: Player[] = [];
  for (const p of [a.owner, other(a.owner)]) {
    if (atk.declined.includes(p)) continue;
    const mine = p === a.owner ? a : t;
    if (veteranGroup(s, mine)) out.push(p);
  }
  return out;
}

/** Players who may spend a Veteran marker on a roll outside an attack now: a marker serving one of its units, that side not declined. */
export function vetRollPlayers(s: State): Player[] {
  const v = s.vetRoll;
  if (!v) return [];
  const out: Player[] = [];
  for (const id of v.units) {
    const u = unitById(s, id);
    if (!u || out.includes(u.owner) || v.declined.includes(u.owner)) continue;
    if (veteranGroup(s, u)) out.push(u.owner);
  }
  return out;
}

/** Whether a Veteran marker could serve a roll concerning `units` (then the dice are rolled apart, L995). */
export function vetRollOpen(s: State, units: readonly string[]): boolean {
  return units.some((id) => {
    const u = unitById(s, id);
    return u !== undefined && veteranGroup(s, u) !== undefined;
  });
}
