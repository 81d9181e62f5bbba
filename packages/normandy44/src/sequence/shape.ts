/**
 * One hidden class per state shape. States and units are made by spreads at dozens of places
 * (`{ ...s, phase }`, `{ ...u, moved: false }`), and V8 gives the objects of each creating site a map
 * of its own: a sampled mini-game showed 67 maps for states with the same keys, 63 for units. Every
 * rule reading `s.units` or `u.side` then sees many maps (megamorphic loads), and the optimiser keeps
 * deoptimising the listing as a new map turns up, for seconds of play. A resolved state is copied
 * here, key by key in its own order, by one function: objects with the same keys in the same order
 * share one map (the usual state and unit keys by one object literal each, several times faster).
 * The copy is the same plain JSON (same keys, order and values): play is unchanged.
 */
import { contextOf } from '../context.js';
import type { State, UnitState } from '../state.js';

/** A fresh object with `o`'s own keys in `o`'s order, built at this one site (so one map per key sequence). */
function reshape<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const k in o) out[k] = (o as Record<string, unknown>)[k];
  return out as T;
}

/** Does `o` have exactly the own keys `keys`, in that order (the order `reshape` keeps)? */
function keyedAs(o: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in o) if (k !== keys[i++]) return false;
  return i === keys.length;
}

/** The keys of a state as the set-up makes them, in order (every state spread from it keeps them). */
const STATE_KEYS: readonly string[] = ['scenario', 'edition', 'options', 'turn', 'lastTurn', 'phase', 'space', 'supply', 'naval', 'air', 'rp', 'rpLanded', 'control', 'units', 'combat', 'invasion', 'attackedHexes', 'declined', 'attrition', 'strafed', 'strafeQueue', 'strafeDone', 'stopped', 'ips', 'ipAllowance', 'cotentinRelocated', 'bombardment', 'repl', 'winner', 'moving', 'campaign'];

/**
 * `reshape` of a state: the keys of nearly every state (`STATE_KEYS`) copied by one object literal,
 * which builds the same JSON several times faster than adding the keys one by one (a state is
 * reshaped at every resolution); any other key sequence by `reshape`. Either way one map per sequence.
 */
function reshapeState(o: State): State {
  if (!keyedAs(o, STATE_KEYS)) return reshape(o);
  return {
    scenario: o.scenario, edition: o.edition, options: o.options, turn: o.turn, lastTurn: o.lastTurn, phase: o.phase, space: o.space, supply: o.supply,
    naval: o.naval, air: o.air, rp: o.rp, rpLanded: o.rpLanded, control: o.control, units: o.units, combat: o.combat, invasion: o.invasion,
    attackedHexes: o.attackedHexes, declined: o.declined, attrition: o.attrition, strafed: o.strafed, strafeQueue: o.strafeQueue, strafeDone: o.strafeDone,
    stopped: o.stopped, ips: o.ips, ipAllowance: o.ipAllowance, cotentinRelocated: o.cotentinRelocated, bombardment: o.bombardment, repl: o.repl,
    winner: o.winner, moving: o.moving, campaign: o.campaign,
  };
}

/** The keys of a unit without the optional markers (`sm`, `truck`, `lost`, `entryMp`), as the set-up makes them. */
const UNIT_KEYS: readonly string[] = ['id', 'side', 'hex', 'box', 'steps', 'dg', 'oos', 'dispersed', 'moved', 'attacked', 'retreated', 'landed', 'arrives', 'entry', 'released', 'reserve', 'replaced', 'movedFar'];

/** `reshape` of a unit, by one object literal for the usual keys (as `reshapeState`): a phase change rebuilds a hundred units. */
function reshapeUnit(u: UnitState): UnitState {
  if (!keyedAs(u, UNIT_KEYS)) return reshape(u);
  return {
    id: u.id, side: u.side, hex: u.hex, box: u.box, steps: u.steps, dg: u.dg, oos: u.oos, dispersed: u.dispersed, moved: u.moved, attacked: u.attacked,
    retreated: u.retreated, landed: u.landed, arrives: u.arrives, entry: u.entry, released: u.released, reserve: u.reserve, replaced: u.replaced, movedFar: u.movedFar,
  };
}

/**
 * `next` rebuilt by `reshape`, with every unit not carried over from `prev` (not the same object at the
 * same place) rebuilt in a copy of its list. The list is copied, not changed: a cache this resolution
 * filled under it may hold its unit objects, which later look-ups compare by identity.
 */
export function settleShape(prev: State, next: State): State {
  const a = prev.units;
  const b = next.units;
  let units: UnitState[] | null = null;
  if (a !== b) {
    const changed: number[] = [];
    for (let i = 0; i < b.length; i++) {
      const u = b[i] as UnitState;
      if (u === a[i]) continue;
      units ??= b.slice();
      units[i] = reshapeUnit(u);
      changed.push(i);
    }
    // The places a resolution changed, for the answers carried over from the parent list (context.ts `lineages`).
    if (a.length === b.length) contextOf(next).lineages.add(units ?? b, { parent: a, changed });
  }
  const out = reshapeState(next);
  if (units !== null) (out as { units: UnitState[] }).units = units;
  return out;
}

/** A set-up state, its object and every unit reshaped. */
export function shapeState(s: State): State {
  return settleShape({ ...s, units: [] }, s);
}
