/**
 * The Orders phase (HoN p.5 L298-327): each player holds Order tokens 1..N, N = stars on tiles,
 * options and units, max 10 (L304-310), and one Bluff (+1 per Bluff command, L316, L1023); at most
 * one token per unit (L302, [A19]); a unit with Ordine Personale must get an Order (L1280).
 * Placement is simultaneous: each player places in turn but sees nothing of the other's tokens
 * until the phase ends (`view`). Tokens are placed in ascending order, then the Bluffs.
 */
import { CONSTANTS } from '../data/constants.js';
import type { Player, State, Token, Unit } from '../state.js';
import { abilityValue, hasAbility } from '../units.js';
import { commandCount, ofTile } from '../combat/traits.js';

/** Stars of a player: unbroken groups (tiles with their corner bonus, options) + live units' Orders and Personal Order icons + Planning; max 10 (L304-312, L1087, L1268, L1280). */
export function starCount(s: State, p: Player): number {
  let n = 0;
  for (const g of s.groups) if (g.owner === p && !g.broken) n += g.stars;
  for (const u of s.units) {
    if (!u.alive || u.owner !== p) continue;
    n += abilityValue(u, 'orders') ?? 0;
    if (hasAbility(u, 'personalOrder')) n += 1;
  }
  n += commandCount(s, p, 'planning');
  // Hardened: +1 Personal Order (L943).
  n += commandCount(s, p, 'hardened');
  return Math.min(CONSTANTS.maxOrders.value, n);
}

/** Bluff tokens: 1 + 1 per Bluff command (L316, L1023). */
export function bluffCount(s: State, p: Player): number {
  return CONSTANTS.bluffs.value + commandCount(s, p, 'bluff');
}

/** The next token `p` places: the lowest numbered one not yet placed, then a Bluff; null when none is left. */
export function nextToken(s: State, p: Player): Token | null {
  const used = new Set<Token>();
  let bluffs = 0;
  for (const u of s.units) {
    if (u.owner !== p || u.token === null) continue;
    if (u.token === 'bluff') bluffs++;
    else used.add(u.token);
  }
  // Tokens on smoke bombs (HoN p.13 L1093).
  for (const m of s.smokes) {
    if (m.owner !== p || m.token === null) continue;
    if (m.token === 'bluff') bluffs++;
    else used.add(m.token);
  }
  for (let n = 1; n <= s.sides[p].tokens; n++) if (!used.has(n)) return n;
  return bluffs < s.sides[p].bluffs ? 'bluff' : null;
}

const needsPersonal = (u: Unit): boolean => u.alive && hasAbility(u, 'personalOrder') && (u.token === null || u.token === 'bluff');
const ordered = (u: Unit): boolean => u.alive && typeof u.token === 'number';

/** Hardened groups of `p` whose Personal Order is not yet on a unit of their tile (any unit from an Officer tile) (L943, [A52]). */
function hardenedUnmet(s: State, p: Player): State['groups'] {
  return s.groups.filter(
    (g) => g.owner === p && !g.broken && g.grants.includes('hardened') && !s.units.some((u) => u.owner === p && ordered(u) && (g.wide || ofTile(u, g.key))),
  );
}

/** Whether the Orders left are all owed to Personal Order units (T07, L1280, L943): none for a smoke bomb then. */
export function ordersOwed(s: State, p: Player, token: Token): boolean {
  if (token === 'bluff') return false;
  const lacking = s.units.filter((u) => u.owner === p && needsPersonal(u)).length + hardenedUnmet(s, p).length;
  return lacking > 0 && s.sides[p].tokens - token + 1 <= lacking;
}

/** Units `p` may put `token` on now: the last Orders go where a Personal Order is owed (T07, L1280, L943). */
export function placeable(s: State, p: Player, token: Token): Unit[] {
  const free = s.units.filter((u) => u.alive && u.owner === p && u.token === null);
  if (token === 'bluff') return free;
  const unmet = hardenedUnmet(s, p);
  const lacking = s.units.filter((u) => u.owner === p && needsPersonal(u)).length + unmet.length;
  const remaining = s.sides[p].tokens - token + 1;
  if (lacking > 0 && remaining <= lacking)
    return free.filter((u) => hasAbility(u, 'personalOrder') || unmet.some((g) => g.wide || ofTile(u, g.key)));
  return free;
}

/** Whether `p` may end placement: every Personal Order is given, or no Order is left (L1280, L943). */
export function mayEndOrders(s: State, p: Player): boolean {
  const t = nextToken(s, p);
  if (t === null || t === 'bluff') return true;
  return !s.units.some((u) => u.owner === p && needsPersonal(u)) && hardenedUnmet(s, p).length === 0;
}
