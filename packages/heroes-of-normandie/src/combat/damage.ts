/**
 * What a hit does (HoN p.7 L514-522, p.6 L418-442): a side without the hit symbol is eliminated,
 * an infantry side with it flips; a light vehicle becomes its wreck; a heavy vehicle rolls the
 * damage location (L524-542); a Kill Shot removes any unit, no wreck [A27]. Losses count toward
 * Break Points, and a broken tile or option gives its VP to the opponent (L278-282).
 */
import type { GameEvent } from '@esagono/kernel';
import { damageRow } from '../data/tables.js';
import { other, type State, type Unit } from '../state.js';
import { kindOf, replaceUnit, sideOf, unitById } from '../units.js';
import { withSide, withSideState, withState, withUnit } from '../speed/copy.js';

export type Events = GameEvent[];

/** Removes `u` (or wrecks it, a vehicle leaving its wreck as terrain) and counts the loss (L278-282, [A54]). */
export function eliminate(s: State, id: string, events: Events, wreck: boolean, rule: string): State {
  const u = unitById(s, id);
  if (!u || !u.alive) return s;
  const isWreck = wreck && kindOf(u) !== 'infantry';
  let next = replaceUnit(s, withUnit(u, { alive: false, wreck: isWreck, side: isWreck ? 1 : u.side, token: null, suppressed: 0, overwatch: false }));
  events.push({ type: isWreck ? 'wrecked' : 'eliminated', rule, unit: id } as GameEvent);
  // A transport's passengers wait to be placed around the wreck (HoN p.15 L1359).
  if (kindOf(u) !== 'infantry' && next.units.some((p) => p.alive && p.carrier === id))
    next = withState(next, { unload: [...next.unload, ...next.units.filter((p) => p.alive && p.carrier === id).map((p) => p.id)] });
  if (u.group !== null) {
    const g = next.groups.find((x) => x.key === u.group);
    if (g && !g.broken) {
      const lost = g.lost + 1;
      const broken = lost >= g.breakPoint;
      next = withState(next, { groups: next.groups.map((x) => (x.key === g.key ? { ...x, lost, broken } : x)) });
      if (broken) {
        const gainer = other(g.owner);
        next = withState(next, { sides: withSide(next.sides, gainer, withSideState(next.sides[gainer], { vp: next.sides[gainer].vp + g.vp })) });
        events.push({ type: 'break-point', rule: 'HoN p.4 L278-282', group: g.key, vp: g.vp, to: gainer } as GameEvent);
      }
    }
  }
  return next;
}

/** One hit on infantry or a light vehicle; a heavy vehicle needs the damage roll instead. */
export function applyHit(s: State, id: string, events: Events, rule: string): State {
  const u = unitById(s, id);
  if (!u || !u.alive) return s;
  const kind = kindOf(u);
  if (kind === 'lightVehicle') return eliminate(s, id, events, true, 'HoN p.7 L518');
  if (kind === 'infantry' && sideOf(u).hitSymbol && u.side === 0) {
    events.push({ type: 'flipped', rule, unit: id } as GameEvent);
    return replaceUnit(s, withUnit(u, { side: 1 }));
  }
  return eliminate(s, id, events, false, rule);
}

export function addSuppressed(s: State, id: string, n: number, events: Events, rule: string): State {
  const u = unitById(s, id);
  if (!u || !u.alive || n <= 0) return s;
  events.push({ type: 'suppressed', rule, unit: id, n } as GameEvent);
  return replaceUnit(s, withUnit(u, { suppressed: u.suppressed + n }));
}

/** The damage-location roll's effect on a heavy vehicle (L526-542); returns whether it must stop. */
export function applyDamage(s: State, id: string, roll: number, events: Events): { state: State; stops: boolean } {
  const u = unitById(s, id) as Unit;
  const row = damageRow(roll);
  events.push({ type: 'damage-location', rule: row.rule, unit: id, location: row.location } as GameEvent);
  if (row.location === 'destroyed') return { state: eliminate(s, id, events, true, row.rule), stops: true };
  if (u.damage.includes(row.location)) return { state: eliminate(s, id, events, true, 'HoN p.7 L542'), stops: true };
  let next = replaceUnit(s, withUnit(u, { damage: [...u.damage, row.location] }));
  if (row.suppressed > 0) next = addSuppressed(next, id, row.suppressed, events, row.rule);
  return { state: next, stops: row.stops };
}
