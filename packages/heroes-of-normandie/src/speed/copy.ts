/**
 * Copies of the state and of its big records as explicit object literals, instead of object
 * spreads. Why (docs/performance.md): a spread `{ ...s, attack }` of a record this size is about
 * 2.7x slower to build than a literal listing its fields, and, worse, every spread of a spread gives
 * V8 a new hidden class: seeded free-skirmish playouts met 88 shapes of State, 42 of Unit and 20 of
 * Activation, so every rule reading `s.units` or `u.x` went through a megamorphic lookup. A literal
 * always makes the same shape, so those reads stay monomorphic.
 *
 * This is the one place that knows each record's field list, in the order the set-up lays them
 * (the order `JSON.stringify` shows, so a copy changes no digest). The literals are typed
 * `Exactly<T>`: a field added to a schema and not listed here is a type error, and
 * test/speed/copy.test.ts checks over seeded games that each copy equals the spread, key order
 * included.
 *
 * `withX(x, patch)` is `{ ...x, ...patch }` for these records: the copy, then the patch's fields
 * written over it (Object.assign onto the fresh copy: existing fields, so the shape stays).
 */
import type { Activation, PendingAttack, SideState, Smoke, State, Unit } from '../state.js';

/** Every field of T required, so that a literal of this type must list them all. */
type Exactly<T> = { [K in keyof T]-?: T[K] };

/** A copy of the state (36 fields). */
export function copyState(s: State): State {
  const c: Exactly<State> = {
    scenario: s.scenario,
    battlefield: s.battlefield,
    objectives: s.objectives,
    vpTarget: s.vpTarget,
    turn: s.turn,
    turns: s.turns,
    initiative: s.initiative,
    phase: s.phase,
    placing: s.placing,
    nextReveal: s.nextReveal,
    units: s.units,
    groups: s.groups,
    sides: s.sides,
    activation: s.activation,
    directives: s.directives,
    directing: s.directing,
    gap: s.gap,
    gapPassed: s.gapPassed,
    scatter: s.scatter,
    smokes: s.smokes,
    smokeThrow: s.smokeThrow,
    unload: s.unload,
    destruction: s.destruction,
    mgNests: s.mgNests,
    bombs: s.bombs,
    zones: s.zones,
    demolition: s.demolition,
    heroic: s.heroic,
    attack: s.attack,
    aa: s.aa,
    vetRoll: s.vetRoll,
    displace: s.displace,
    supply: s.supply,
    draws: s.draws,
    noOrders: s.noOrders,
    result: s.result,
  };
  return c;
}

/** `{ ...s, ...patch }` with the literal copy. */
export function withState(s: State, patch: Partial<State>): State {
  return Object.assign(copyState(s), patch);
}

/** A copy of a unit (20 fields). */
export function copyUnit(u: Unit): Unit {
  const c: Exactly<Unit> = {
    id: u.id,
    owner: u.owner,
    counter: u.counter,
    side: u.side,
    x: u.x,
    y: u.y,
    facing: u.facing,
    group: u.group,
    alive: u.alive,
    wreck: u.wreck,
    suppressed: u.suppressed,
    activated: u.activated,
    acted: u.acted,
    token: u.token,
    revealed: u.revealed,
    damage: u.damage,
    overwatch: u.overwatch,
    activations: u.activations,
    hidden: u.hidden,
    carrier: u.carrier,
  };
  return c;
}

/** `{ ...u, ...patch }` with the literal copy. */
export function withUnit(u: Unit, patch: Partial<Unit>): Unit {
  return Object.assign(copyUnit(u), patch);
}

/** A copy of the activation under way (13 fields). */
export function copyActivation(a: Activation): Activation {
  const c: Exactly<Activation> = {
    unit: a.unit,
    player: a.player,
    stage: a.stage,
    spent: a.spent,
    fromX: a.fromX,
    fromY: a.fromY,
    stopped: a.stopped,
    weaponsUsed: a.weaponsUsed,
    boost: a.boost,
    supply: a.supply,
    ofOffered: a.ofOffered,
    barrage: a.barrage,
    flipped: a.flipped,
  };
  return c;
}

/** `{ ...a, ...patch }` with the literal copy. */
export function withActivation(a: Activation, patch: Partial<Activation>): Activation {
  return Object.assign(copyActivation(a), patch);
}

/** A copy of the attack being resolved (28 fields). */
export function copyPendingAttack(a: PendingAttack): PendingAttack {
  const c: Exactly<PendingAttack> = {
    kind: a.kind,
    mode: a.mode,
    attacker: a.attacker,
    target: a.target,
    weapon: a.weapon,
    opportunity: a.opportunity,
    attackMod: a.attackMod,
    defenseMod: a.defenseMod,
    defense: a.defense,
    fromX: a.fromX,
    fromY: a.fromY,
    attackerDice: a.attackerDice,
    defenderDice: a.defenderDice,
    piercing: a.piercing,
    retreatUnit: a.retreatUnit,
    queue: a.queue,
    marker: a.marker,
    stage: a.stage,
    equipment: a.equipment,
    faces: a.faces,
    round: a.round,
    bonuses: a.bonuses,
    aims: a.aims,
    aim: a.aim,
    declined: a.declined,
    veteranOf: a.veteranOf,
    dice: a.dice,
    reroll: a.reroll,
  };
  return c;
}

/** `{ ...a, ...patch }` with the literal copy. */
export function withPendingAttack(a: PendingAttack, patch: Partial<PendingAttack>): PendingAttack {
  return Object.assign(copyPendingAttack(a), patch);
}

/** A copy of one player's side (9 fields). */
export function copySideState(x: SideState): SideState {
  const c: Exactly<SideState> = {
    tokens: x.tokens,
    bluffs: x.bluffs,
    hand: x.hand,
    discards: x.discards,
    vp: x.vp,
    ordersDone: x.ordersDone,
    initiativeUsed: x.initiativeUsed,
    specialUsed: x.specialUsed,
    deck: x.deck,
  };
  return c;
}

/** `{ ...x, ...patch }` with the literal copy. */
export function withSideState(x: SideState, patch: Partial<SideState>): SideState {
  return Object.assign(copySideState(x), patch);
}

/** A copy of a smoke bomb (9 fields). */
export function copySmoke(m: Smoke): Smoke {
  const c: Exactly<Smoke> = {
    id: m.id,
    owner: m.owner,
    group: m.group,
    face: m.face,
    px: m.px,
    py: m.py,
    spent: m.spent,
    token: m.token,
    revealed: m.revealed,
  };
  return c;
}

/** `{ ...m, ...patch }` with the literal copy. */
export function withSmoke(m: Smoke, patch: Partial<Smoke>): Smoke {
  return Object.assign(copySmoke(m), patch);
}

/** `{ ...sides, [p]: side }` for the two sides, the literal always in the set-up's order (US, DE). */
export function withSide(sides: State['sides'], p: keyof State['sides'], side: SideState): State['sides'] {
  return p === 'US' ? { US: side, DE: sides.DE } : { US: sides.US, DE: side };
}
