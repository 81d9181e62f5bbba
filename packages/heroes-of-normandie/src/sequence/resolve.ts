/**
 * Applying one move (already known legal) to the state. Every branch cites its rule.
 */
import type { GameEvent } from '@esagono/kernel';
import { CARDS } from '../data/cards.js';
import { buildingAt, compileBoard, roomAt } from '../map/board.js';
import { assaultAttackMod, assaultDefenseMod, assaultWinner, retreatSquares } from '../combat/assault.js';
import { addSuppressed, applyDamage, applyHit, eliminate, type Events } from '../combat/damage.js';
import { defenseAgainst, fireModifier, fireResult, canFireAt, suppressiveResult, terrainDefense, type Aim } from '../combat/fire.js';
import { atCell, covers, footprintOf, rearOf } from '../vehicles/footprint.js';
import { sniperRow } from '../data/tables.js';
import { hasTrait } from '../combat/traits.js';
import { AOE_MARKERS, GRENADE_MARKER, aoeWeapon, clearToPoint, markerBonus, scatterPoint, spotterSees, unitsInRoom, unitsUnder, type MarkerId } from '../combat/aoe.js';
import { attackerItems, defenderItems, equipmentGroup, spendMarker } from '../combat/equipment.js';
import { cutsHedgerow, inEnemyZoc, relocationSquares, stepOf, terrainAllows, terrainHere, underAnyVehicle } from '../movement/move.js';
import { ABOARD, settleUnload, unloadTo } from '../abilities/transport.js';
import { revealHidden } from '../abilities/ambush.js';
import { ruined, structureTiles, tileSquares } from '../map/structures.js';
import { nestStep } from '../supply/supply.js';
import { veteranGroup, veteranPlayers, vetRollOpen, vetRollPlayers } from '../combat/veteran.js';
import { aaaCount, playableCards, removeOne } from '../cards/play.js';
import { aaShootsDown } from '../cards/deck.js';
import { other, type PendingAttack as Attack, type Move, type State } from '../state.js';
import { substitutes } from '../combat/substitute.js';
import { smokeLanding, smokePenalty } from '../commands/smoke.js';
import { abilityValue, bonusOf, colorOf, hasAbility, kindOf, replaceUnit, sideOf, unitAt, unitById, unitsWith, weaponsOf } from '../units.js';
import { directiveGroup } from '../combat/directives.js';
import { DEMOLITION_CHARGE_DICE } from '../combat/launchers.js';
import { GOLIATH_DESTRUCTION, hornMarker, removeIdentifiedDecoys } from '../abilities/specials.js';
import type { Unit } from '../state.js';
import { playSpecial, startNext } from './flow.js';
import { advanceTurn, nextDirective, checkWipeout, continueFlow, endActivation, endPlacement, endSupplyStep, heroicGroup, newActivation } from './flow.js';
import { withActivation, withPendingAttack, withSide, withSideState, withSmoke, withState, withUnit } from '../speed/copy.js';

const ev = (e: Record<string, unknown> & { type: string; rule: string }): GameEvent => e as GameEvent;

function newAttack(
  s: State,
  base: Omit<Attack, 'stage' | 'equipment' | 'faces' | 'round' | 'bonuses' | 'aims' | 'aim' | 'declined' | 'veteranOf' | 'dice' | 'reroll'>,
  round = 1,
  bonuses: number[] = [],
  aims: (Aim | null)[] = [],
  aim: Aim | null = null,
): Attack {
  // One field order for every attack, whatever its caller's: one object shape for the compiler.
  const b = base;
  const draft: Attack = {
    kind: b.kind, mode: b.mode, attacker: b.attacker, target: b.target, weapon: b.weapon, opportunity: b.opportunity,
    attackMod: b.attackMod, defenseMod: b.defenseMod, defense: b.defense, fromX: b.fromX, fromY: b.fromY,
    attackerDice: b.attackerDice, defenderDice: b.defenderDice, piercing: b.piercing, retreatUnit: b.retreatUnit, queue: b.queue, marker: b.marker,
    stage: 'declare', equipment: [], faces: [], round, bonuses, aims, aim, declined: [], veteranOf: 'fire', dice: [], reroll: null,
  };
  return withPendingAttack(draft, { stage: attackerItems(s, draft).length > 0 ? 'declare' : reactionOrRoll(s, draft) });
}

/** The target's owner gets a reaction window only when it has something to play (a card or equipment). */
function reactionOrRoll(s: State, atk: Attack): 'reaction' | 'roll' {
  const target = unitById(s, atk.target);
  if (!target) return 'roll';
  const reacts = playableCards(s, target.owner, 'reaction').length > 0 || defenderItems(s, atk).length > 0;
  return reacts ? 'reaction' : 'roll';
}

const FRONT: Aim = { from: 0, at: 0 };

/** The spaces a move names, or null when it names none (between 1-space units, HoN p.7 L478-486). */
const aimOf = (m: { from?: 0 | 1; at?: 0 | 1 }): Aim | null => (m.from !== undefined && m.at !== undefined ? { from: m.from, at: m.at } : null);

function declareFire(s0: State, attacker: string, target: string, weapon: number, opportunity: boolean, cardBonus: number, events: Events, suppressive = false, penalty = 0, aim: Aim | null = null): State {
  const s = unhide(s0, attacker, events);
  const board = compileBoard(s.battlefield);
  const a0 = unitById(s, attacker)!;
  const t0 = unitById(s, target)!;
  const w = weaponsOf(a0)[weapon];
  // The Sniper always fires on its table (L1300); Suppressive Fire is the firer's choice (L1321).
  const mode = hasAbility(a0, 'sniper') ? 'sniper' : suppressive ? 'suppressive' : 'normal';
  // A 2-space firer or target: the spaces the firer's move names (L478-486); listed moves always name them.
  const chosen = aim ?? (footprintOf(a0) === 1 && footprintOf(t0) === 1 ? null : FRONT);
  const a = chosen ? atCell(a0, chosen.from) : a0;
  const t = chosen ? atCell(t0, chosen.at) : t0;
  events.push(ev({ type: opportunity ? 'opportunity-fire' : 'fire', rule: opportunity ? 'HoN p.9 L689' : 'HoN p.7 L454', unit: attacker, target, weapon, ...(chosen ? { from: chosen.from, at: chosen.at } : {}) }));
  const attack = newAttack(s, {
    kind: 'fire',
    mode,
    attacker,
    target,
    weapon,
    opportunity,
    attackMod: fireModifier(s, board, a, weapon, t, cardBonus, mode) - penalty,
    defenseMod: 0,
    defense: defenseAgainst(s, board, t, a.x, a.y),
    fromX: a.x,
    fromY: a.y,
    attackerDice: 1,
    defenderDice: 1,
    piercing: w?.piercing ?? false,
    retreatUnit: null,
    queue: [],
    marker: null,
  }, 1, [], [], chosen);
  return withState(s, { attack });
}

/** One unit under an explosion: 1d6 + the marker's bonus, - 2 per Suppressed on the thrower [A28, A31]; a heavy vehicle's side. */
function grenadeAttack(s: State, thrower: string, target: string, queue: string[], marker: MarkerId = 'grenade'): State {
  const board = compileBoard(s.battlefield);
  const a = unitById(s, thrower)!;
  const t = unitById(s, target)!;
  const def = sideOf(t).defense;
  // A grenade in a building's room: no protection from the building (HoN p.10 L850, p.9 L748).
  const cover = def.color !== 'grey' && kindOf(t) === 'infantry' && buildingAt(board, t.x, t.y) !== 0 ? terrainDefense(s, board, t) : 0;
  const defense = def.color === 'grey' ? def.side : defenseAgainst(s, board, t, a.x, a.y) - cover;
  const attack = newAttack(s, {
    kind: 'fire',
    mode: 'grenade',
    marker,
    attacker: thrower,
    target,
    weapon: 0,
    opportunity: false,
    // No long-range penalty for AoE markers (L1207, L1230).
    // Smoke between the thrower and the unit counts: a blast is a shot (L1105, review finding 4).
    attackMod: (markerBonus(AOE_MARKERS[marker], colorOf(t)) ?? 0) - 2 * a.suppressed - smokePenalty(s, a.x, a.y, t.x, t.y),
    defenseMod: 0,
    defense,
    fromX: a.x,
    fromY: a.y,
    attackerDice: 1,
    defenderDice: 1,
    piercing: false,
    retreatUnit: null,
    queue,
  });
  return withState(s, { attack });
}

/**
 * A Panzerfaust shot (HoN p.11 L887-889): 1d6 + the marker's bonus against the target's defence,
 * a heavy vehicle's by the angle of the shot (L1207 gives the side only to attacks with no angle);
 * - 2 per Suppressed on the firer and smoke on the line, as for a grenade [A28].
 */
function panzerfaustAttack(s: State, firer: string, target: string): State {
  const board = compileBoard(s.battlefield);
  const a = unitById(s, firer)!;
  const t = unitById(s, target)!;
  const attack = newAttack(s, {
    kind: 'fire',
    mode: 'grenade',
    marker: 'panzerfaust',
    attacker: firer,
    target,
    weapon: 0,
    opportunity: false,
    attackMod: (markerBonus(AOE_MARKERS.panzerfaust, colorOf(t)) ?? 0) - 2 * a.suppressed - smokePenalty(s, a.x, a.y, t.x, t.y),
    defenseMod: 0,
    defense: defenseAgainst(s, board, t, a.x, a.y),
    fromX: a.x,
    fromY: a.y,
    attackerDice: 1,
    defenderDice: 1,
    piercing: false,
    retreatUnit: null,
    queue: [],
  });
  return withState(s, { attack });
}

/**
 * One assault die when a Veteran marker may reroll one (L995): the attacker's dice first, then
 * the defender's; a rerolled die replaces the chosen one. With every die known the window opens.
 */
function assaultDie(s: State, face: number, events: Events): State {
  const atk = s.attack!;
  const dice = atk.reroll !== null ? atk.dice.map((d, i) => (i === atk.reroll ? face : d)) : [...atk.dice, face];
  events.push(ev({ type: 'assault-die', rule: 'HoN p.12 L995', face, index: atk.reroll ?? dice.length - 1 }));
  if (dice.length < atk.attackerDice + atk.defenderDice) return withState(s, { attack: withPendingAttack(atk, { dice }) });
  return withState(s, { attack: withPendingAttack(atk, { dice, reroll: null, stage: 'veteran', veteranOf: 'assault', declined: [] }) });
}

/** The location roll (L526), + 1 with Piercing (L1274); a moving vehicle stops on Hull or Tracks (L530). */
function damageRoll(s: State, face: number, events: Events): State {
  const atk = s.attack!;
  const r = applyDamage(s, atk.target, face + (atk.piercing ? 1 : 0), events);
  const act = r.state.activation;
  return finishAttack(r.state, events, r.stops && act !== null && act.unit === atk.target);
}

/**
 * Raffica (L1246-1250): one roll per declared target, each with its share of the bonus instead
 * of the printed one; the other modifiers as for any shot.
 */
function rafficaShot(s: State, attacker: string, target: string, bonus: number, aim: Aim | null, queue: string[], bonuses: number[], aims: (Aim | null)[]): State {
  const board = compileBoard(s.battlefield);
  const a0 = unitById(s, attacker)!;
  const t0 = unitById(s, target)!;
  // Each shot from and at the spaces declared for it (HoN p.7 L478-486).
  const a = aim ? atCell(a0, aim.from) : a0;
  const t = aim ? atCell(t0, aim.at) : t0;
  const printed = bonusOf(a, 0, colorOf(t));
  const attack = newAttack(
    s,
    {
      kind: 'fire',
      mode: 'raffica',
      attacker,
      target,
      weapon: 0,
      opportunity: false,
      attackMod: fireModifier(s, board, a, 0, t, s.activation?.boost.fire ?? 0) - (printed === 'X' ? 0 : printed) + bonus,
      defenseMod: 0,
      defense: defenseAgainst(s, board, t, a.x, a.y),
      fromX: a.x,
      fromY: a.y,
      attackerDice: 1,
      defenderDice: 1,
      piercing: false,
      retreatUnit: null,
      queue,
      marker: null,
    },
    1,
    bonuses,
    aims,
    aim,
  );
  return withState(s, { attack });
}

/** The next declared Raffica target still standing, if any. */
function nextRafficaShot(s: State, atk: Attack): State | null {
  for (let k = 0; k < atk.queue.length; k++) {
    const t = unitById(s, atk.queue[k]!);
    if (t && t.alive) return rafficaShot(withState(s, { attack: null }), atk.attacker, t.id, atk.bonuses[k] ?? 1, atk.aims[k] ?? null, atk.queue.slice(k + 1), atk.bonuses.slice(k + 1), atk.aims.slice(k + 1));
  }
  return null;
}

/** The next unit under the same explosion, if any still stands. */
function nextUnderBlast(s: State, atk: Attack): State | null {
  const marker = atk.marker ?? 'grenade';
  const rest = atk.queue.filter((id) => unitById(s, id)?.alive && markerBonus(AOE_MARKERS[marker], colorOf(unitById(s, id)!)) !== null);
  if (rest.length === 0) return null;
  return grenadeAttack(withState(s, { attack: null }), atk.attacker, rest[0]!, rest.slice(1), marker);
}

/** An area marker lands on `p`: every unit under it is attacked in turn (L546); nothing under it ends the activation. */
function landMarker(s: State, attacker: string, px: number, py: number, marker: MarkerId, events: Events): State {
  const board = compileBoard(s.battlefield);
  events.push(ev({ type: 'aoe-lands', rule: 'HoN p.7 L546', px, py, marker }));
  const under = unitsUnder(s, board, { px, py }).filter((t) => markerBonus(AOE_MARKERS[marker], colorOf(t)) !== null);
  if (under.length === 0) return endActivation(s, events);
  return grenadeAttack(s, attacker, under[0]!.id, under.slice(1).map((t) => t.id), marker);
}

/** A Goliath blown up in a structure: its Distruzione dice against it (HoN p.10 L842, p.14 L1171). */
function goliathStructure(s: State, g: Unit, events: Events): State | null {
  const tile = structureTiles(s.battlefield).find((t) => tileSquares(s.battlefield, t.index).some((q) => q.x === g.x && q.y === g.y));
  if (!tile || s.demolition !== null) return null;
  events.push(ev({ type: 'demolish', rule: 'HoN p.10 L842', unit: g.id, tile: tile.index }));
  return withState(s, { demolition: { attacker: g.id, tile: tile.index, dice: GOLIATH_DESTRUCTION.value, queue: [] } });
}

/** Frightening Shot: after a shot with no effect, 1 Suppressed on the target (L1185, [A37]); taken whenever allowed. */
function frightening(s: State, events: Events): State {
  const atk = s.attack!;
  const a = unitById(s, atk.attacker);
  if (!a || !hasAbility(a, 'frighteningShot')) return s;
  return addSuppressed(s, atk.target, 1, events, 'HoN p.14 L1185');
}

/** The Sniper table on the modified roll, clamped to 1-6 [A36]; infantry targets only (L1300-1309). */
function resolveSniper(s: State, roll: number, events: Events): State {
  const atk = s.attack!;
  const row = sniperRow(roll);
  events.push(ev({ type: 'sniper-roll', rule: row.rule, roll, hits: row.hits, suppressed: row.suppressed }));
  let next = s;
  if (row.hits > 0) next = applyHit(next, atk.target, events, row.rule);
  const t = unitById(next, atk.target);
  if (row.suppressed > 0 && t && t.alive) next = addSuppressed(next, atk.target, row.suppressed, events, row.rule);
  if (row.hits === 0 && row.suppressed === 0) next = frightening(next, events);
  return finishAttack(next, events, false);
}

/** The end of an attack: back to the moving unit after Opportunity Fire, else the activation goes on or ends. */
function finishAttack(s: State, events: Events, stopMover: boolean): State {
  const atk = s.attack!;
  let next: State = withState(s, { attack: null });
  next = checkWipeout(next, events);
  if (next.phase === 'over') return next;
  if (atk.mode === 'grenade') {
    const more = nextUnderBlast(next, atk);
    if (more) return more;
    const g = atk.marker === 'goliath' ? unitById(next, atk.attacker) : undefined;
    const st = g ? goliathStructure(next, g, events) : null;
    if (st) return st;
  }
  if (atk.mode === 'raffica') {
    const more = nextRafficaShot(next, atk);
    if (more) return more;
  }
  if (atk.kind === 'assault' && atk.round === 1) {
    const again = secondAssault(next, atk, events);
    if (again) return again;
  }
  const act = next.activation;
  if (atk.opportunity) {
    // The firer loses its Order and gets an Activated marker (L691, L1260).
    const f = unitById(next, atk.attacker);
    if (f && f.alive) next = replaceUnit(next, withUnit(f, { activated: true, acted: true, token: f.revealed ? f.token : null }));
    if (!act) return next;
    const mover = unitById(next, act.unit);
    if (!mover || !mover.alive) return endActivation(next, events);
    // The target does not stop even if hit (L693), except Hull or Tracks damage (L530, [A30]).
    return withState(next, { activation: withActivation(act, { ofOffered: false, stopped: act.stopped || stopMover }) });
  }
  if (!act) return continueFlow(next, events);
  const u = unitById(next, act.unit);
  if (atk.kind === 'fire' && act.stage === 'moving' && u && u.alive) return next;
  if (atk.kind === 'fire' && u && u.alive) {
    const board = compileBoard(next.battlefield);
    const more =
      !u.damage.includes('crew') &&
      weaponsOf(u).some((_, w) => !act.weaponsUsed.includes(w) && next.units.some((t) => canFireAt(next, board, u, w, t).ok));
    if (more) return next;
  }
  return endActivation(next, events);
}

function resolveFireDie(s: State, face: number, events: Events): State {
  const atk = s.attack!;
  const total = face + atk.attackMod;
  const def = atk.defense + atk.defenseMod;
  if (atk.mode === 'sniper') return resolveSniper(s, total, events);
  if (atk.mode === 'suppressive') {
    // No damage: 1 Suppressed above the defence, 2 at double (L1323, review finding 3).
    const n = suppressiveResult(total, def);
    events.push(ev({ type: 'suppressive-roll', rule: 'HoN p.15 L1323', face, total, defense: def, markers: n }));
    const next = n > 0 ? addSuppressed(s, atk.target, n, events, 'HoN p.15 L1323') : frightening(s, events);
    return finishAttack(next, events, false);
  }
  const result = fireResult(total, def);
  events.push(ev({ type: 'fire-roll', rule: 'HoN p.7 L512', face, total, defense: def, result }));
  const t = unitById(s, atk.target);
  if (!t || !t.alive) return finishAttack(s, events, false);
  if (result === 'miss') return finishAttack(frightening(s, events), events, false);
  if (result === 'killShot') return finishAttack(eliminate(s, t.id, events, false, 'HoN p.7 L522'), events, true);
  if (kindOf(t) === 'heavyVehicle') return withState(s, { attack: withPendingAttack(atk, { stage: 'damage' }) });
  if (substitutes(s, t).length > 0) return withState(s, { attack: withPendingAttack(atk, { stage: 'substitute' }) });
  return finishAttack(applyHit(s, t.id, events, 'HoN p.7 L514-516'), events, false);
}

function resolveAssaultDice(s: State, ad: number, dd: number, events: Events): State {
  const atk = s.attack!;
  const A = ad + atk.attackMod;
  const D = dd + atk.defenseMod;
  const winner = assaultWinner(A, D);
  events.push(ev({ type: 'assault-roll', rule: 'HoN p.6 L414', attacker: ad, defender: dd, attackTotal: A, defenseTotal: D, winner }));
  const a = unitById(s, atk.attacker)!;
  const t = unitById(s, atk.target)!;
  const terrifying = hasAbility(a, 'terrifying');
  const ferocious = hasTrait(s, a, 'ferocious');
  if (winner === 'tie') return ferocious ? pushBack(s, a.id, t.id, events) : finishAttack(s, events, false); // L444-446
  if (winner === 'defender') {
    // The attacker takes a hit: flips and stays in its last square, or is eliminated (L438-442).
    let next = applyHit(s, a.id, events, 'HoN p.6 L440-442');
    if (terrifying) next = addSuppressed(next, t.id, 1, events, 'HoN p.15 L1343');
    return ferocious ? pushBack(next, a.id, t.id, events) : finishAttack(next, events, false);
  }
  const kind = kindOf(t);
  if (kind === 'heavyVehicle') return withState(s, { attack: withPendingAttack(atk, { stage: 'damage' }) }); // L432-434
  if (kind === 'lightVehicle') return finishAttack(eliminate(s, t.id, events, true, 'HoN p.6 L430'), events, false);
  const board = compileBoard(s.battlefield);
  if (sideOf(t).hitSymbol && t.side === 0) {
    let next = applyHit(s, t.id, events, 'HoN p.6 L422');
    if (terrifying) next = addSuppressed(next, t.id, 2, events, 'HoN p.15 L1341');
    // It must retreat into one of the three squares opposite the attacker, or is eliminated (L424).
    if (retreatSquares(next, board, unitById(next, t.id)!, a).length > 0) return withState(next, { attack: withPendingAttack(atk, { stage: 'retreat', retreatUnit: t.id }) });
    return advanceInto(eliminate(next, t.id, events, false, 'HoN p.6 L424'), a.id, t.x, t.y, board, events);
  }
  return advanceInto(eliminate(s, t.id, events, false, 'HoN p.6 L420'), a.id, t.x, t.y, board, events);
}

/**
 * Ferocious (HoN p.12 L927-931): the defender is pushed back whoever won, if the attacker was not
 * destroyed; as a retreat (L424), eliminated when no square is open [A25]. Vehicles never retreat (L434).
 */
function pushBack(s: State, attacker: string, defender: string, events: Events): State {
  const a = unitById(s, attacker);
  const t = unitById(s, defender);
  if (!a || !a.alive || !t || !t.alive || kindOf(t) !== 'infantry') return finishAttack(s, events, false);
  const board = compileBoard(s.battlefield);
  events.push(ev({ type: 'ferocious', rule: 'HoN p.12 L929', unit: attacker, target: defender }));
  if (retreatSquares(s, board, t, a).length > 0) return withState(s, { attack: withPendingAttack(s.attack!, { stage: 'retreat', retreatUnit: t.id }) });
  return advanceInto(eliminate(s, t.id, events, false, 'HoN p.6 L424'), a.id, t.x, t.y, board, events);
}

/**
 * Bloodthirsty: 2 attacks instead of 1 (HoN p.12 L923), read as a second full assault when both
 * units are still in contact (the digest's alternative reading of [A24]).
 */
function secondAssault(s: State, atk: Attack, events: Events): State | null {
  const a = unitById(s, atk.attacker);
  const t = unitById(s, atk.target);
  if (!a || !t || !a.alive || !t.alive || !hasTrait(s, a, 'bloodthirsty')) return null;
  if (Math.max(Math.abs(a.x - t.x), Math.abs(a.y - t.y)) !== 1) return null;
  const board = compileBoard(s.battlefield);
  const cardBonus = s.activation?.boost.fire ?? 0;
  events.push(ev({ type: 'assault', rule: 'HoN p.12 L923', unit: a.id, target: t.id, round: 2 }));
  const attack = newAttack(
    s,
    withPendingAttack(atk, { attackMod: assaultAttackMod(s, a, t, cardBonus),
      defenseMod: assaultDefenseMod(s, board, t, a, 0),
      fromX: a.x,
      fromY: a.y,
      defenderDice: abilityValue(t, 'assault') !== null && kindOf(t) === 'infantry' ? 2 : 1,
      retreatUnit: null }),
    2,
  );
  return withState(s, { attack });
}

/** The attacker advances into the vacated square when it can [A23]. */
function advanceInto(s: State, attacker: string, x: number, y: number, board: ReturnType<typeof compileBoard>, events: Events): State {
  let next = s;
  const a2 = unitById(next, attacker);
  if (a2 && a2.alive && terrainAllows(next, board, a2, x, y) && !unitAt(next, x, y)) {
    next = replaceUnit(next, withUnit(a2, { x, y }));
    events.push(ev({ type: 'advance', rule: 'HoN p.6 L428, [A23]', unit: attacker, x, y }));
  }
  return finishAttack(next, events, false);
}

/** After `retreat` choices: the defender retreats, the attacker must advance (L424-428). */
function resolveRetreat(s: State, x: number, y: number, events: Events): State {
  const atk = s.attack!;
  const t = unitById(s, atk.retreatUnit!)!;
  const a = unitById(s, atk.attacker)!;
  events.push(ev({ type: 'retreat', rule: 'HoN p.6 L424', unit: t.id, x, y }));
  let next = replaceUnit(s, withUnit(t, { x, y }));
  const board = compileBoard(s.battlefield);
  if (a.alive && terrainAllows(next, board, a, t.x, t.y)) {
    next = replaceUnit(next, withUnit(a, { x: t.x, y: t.y }));
    events.push(ev({ type: 'advance', rule: 'HoN p.6 L428', unit: a.id, x: t.x, y: t.y }));
  }
  return finishAttack(next, events, false);
}

/**
 * A card played (HoN p.8 L560-572): out of the hand and discarded; an Aviation card waits for the
 * opponent's anti-aircraft die before its effect (L590-594).
 */
function playCard(s: State, p: 'US' | 'DE', id: string, unit: string | undefined, events: Events): State {
  const card = CARDS[id]!;
  const next: State = withState(s, { sides: withSide(s.sides, p, withSideState(s.sides[p], { hand: removeOne(s.sides[p].hand, id), discards: s.sides[p].discards + 1 })) });
  events.push(ev({ type: 'card', rule: 'HoN p.8 L562-572', player: p, card: id }));
  if (card.restriction === 'aviation') return withState(next, { aa: { player: p, card: id, unit: unit ?? null } });
  return cardEffect(next, p, id, unit, events);
}

/**
 * The anti-aircraft test (HoN p.8 L590-594, p.14 L1115): the opponent's die + 1 per AAA unit of
 * theirs; at least the card's AA value and the card is discarded with no effect.
 */
function aaDie(s: State, face: number, events: Events): State {
  const t = s.aa!;
  const card = CARDS[t.card]!;
  const aaa = aaaCount(s, t.player);
  const down = aaShootsDown(face, aaa, card.aa ?? 7);
  events.push(ev({ type: 'anti-aircraft', rule: 'HoN p.8 L590-594', player: other(t.player), card: t.card, face, aaa, aa: card.aa, shotDown: down }));
  const next: State = withState(s, { aa: null });
  return down ? next : cardEffect(next, t.player, t.card, t.unit ?? undefined, events);
}

function cardEffect(next: State, p: 'US' | 'DE', id: string, unit: string | undefined, events: Events): State {
  const e = CARDS[id]!.effect;
  switch (e.kind) {
    case 'extraBluff':
      return withState(next, { sides: withSide(next.sides, p, withSideState(next.sides[p], { bluffs: next.sides[p].bluffs + e.count })) });
    case 'fireBonus':
    case 'moveBonus': {
      const act = next.activation!;
      const boost = e.kind === 'fireBonus' ? { ...act.boost, fire: act.boost.fire + e.value } : { ...act.boost, move: act.boost.move + e.value };
      return withState(next, { activation: withActivation(act, { boost }) });
    }
    case 'defenseBonus':
      return withState(next, { attack: withPendingAttack(next.attack!, { defenseMod: next.attack!.defenseMod + e.value }) });
    case 'rally':
      return withState(next, { units: next.units.map((u) => (u.alive && u.owner === p ? withUnit(u, { suppressed: Math.max(0, u.suppressed - e.value) }) : u)) });
    case 'draw': {
      const deckSize = Object.values(next.sides[p].deck).reduce((a, b) => a + b, 0);
      const n = Math.min(e.count, deckSize);
      return n > 0 ? withState(next, { draws: [...next.draws, { player: p, n }] }) : next;
    }
    case 'specialOrder':
      // Alto Comando: a Special Order, an "Order 0" played in a gap (HoN p.5 L320-324).
      return playSpecial(next, p, unit!, events);
    case 'activate':
      // The unit acts now with an Activated marker, losing any Order (HoN p.5 L341-345).
      return playSpecial(next, p, unit!, events, false, true);
  }
}

/** The scatter die applied (HoN p.14 L1223). */
function scatterLands(s: State, face: number, events: Events): State {
  const sc = s.scatter!;
  const p = scatterPoint({ px: sc.px, py: sc.py }, face, sc.reduce);
  events.push(ev({ type: 'scatter', rule: 'HoN p.14 L1223', face, px: p.px, py: p.py }));
  return landMarker(withState(s, { scatter: null }), sc.attacker, p.px, p.py, sc.marker, events);
}

/** The first die of a roll a Veteran marker may serve (L995): kept apart in `vetRoll`; null when no marker serves it. */
function startVetRoll(s: State, kind: 'scatter' | 'collapse' | 'destruction', face: number, need: number, units: string[], events: Events): State | null {
  if (!vetRollOpen(s, units)) return null;
  events.push(ev({ type: 'veteran-die', rule: 'HoN p.12 L995', kind, face }));
  return withState(s, { vetRoll: { kind, dice: [face], need, reroll: null, declined: [], units } });
}

/** A further die of a `vetRoll`, or the one rerolled (L995). */
function vetRollDie(s: State, face: number, events: Events): State {
  const v = s.vetRoll!;
  const dice = v.reroll !== null ? v.dice.map((d, i) => (i === v.reroll ? face : d)) : [...v.dice, face];
  events.push(ev({ type: 'veteran-die', rule: 'HoN p.12 L995', kind: v.kind, face }));
  return withState(s, { vetRoll: { ...v, dice, reroll: null, declined: [] } });
}

/** Every side has declined: the roll applies as it stands. */
function vetRollDone(s: State, events: Events): State {
  const v = s.vetRoll!;
  const next: State = withState(s, { vetRoll: null });
  if (v.kind === 'scatter') return scatterLands(next, v.dice[0]!, events);
  if (v.kind === 'collapse') return collapseDie(next, v.dice[0]!, events);
  return destructionRolled(next, v.dice.filter((d) => d >= 4).length, events);
}

/** Destruction markers from the roll; at the structure's points it falls, and each unit inside is rolled for (L639, L1171-1173). */
function destructionRolled(s: State, hits: number, events: Events): State {
  const d = s.demolition!;
  const points = structureTiles(s.battlefield).find((t) => t.index === d.tile)?.points ?? 1;
  const had = s.destruction.find((x) => x.tile === d.tile)?.markers ?? 0;
  const markers = had + hits;
  events.push(ev({ type: 'destruction-roll', rule: 'HoN p.14 L1171', tile: d.tile, hits, markers }));
  if (markers < points) {
    const destruction = [...s.destruction.filter((x) => x.tile !== d.tile), { tile: d.tile, markers }];
    return endActivation(withState(s, { destruction, demolition: null }), events);
  }
  const squares = tileSquares(s.battlefield, d.tile);
  const inside = s.units.filter((u) => u.alive && u.carrier === null && squares.some((q) => q.x === u.x && q.y === u.y)).map((u) => u.id);
  events.push(ev({ type: 'structure-destroyed', rule: 'HoN p.9 L639', tile: d.tile }));
  // Tiles keep their indices only while none is removed: markers on later tiles are kept by placement.
  const battlefield = ruined(s.battlefield, d.tile);
  const removed = battlefield.tiles.length < s.battlefield.tiles.length;
  const destruction = s.destruction.filter((x) => x.tile !== d.tile).map((x) => (removed && x.tile > d.tile ? { ...x, tile: x.tile - 1 } : x));
  const next: State = withState(s, { battlefield, destruction, demolition: inside.length > 0 ? { ...d, queue: inside } : null });
  return inside.length > 0 ? next : endActivation(next, events);
}

/** The die for one unit in the fallen structure: at least its defence, a hit (L639). */
function collapseDie(s: State, face: number, events: Events): State {
  const d = s.demolition!;
  const [id, ...rest] = d.queue;
  const t = unitById(s, id!)!;
  const def = sideOf(t).defense;
  const value = def.color === 'grey' ? def.side : def.value;
  events.push(ev({ type: 'collapse-roll', rule: 'HoN p.9 L639', unit: t.id, face, defense: value }));
  let next: State = withState(s, { demolition: rest.length > 0 ? { ...d, queue: rest } : null });
  if (face >= value) next = applyHit(next, t.id, events, 'HoN p.9 L639');
  return rest.length > 0 ? next : endActivation(next, events);
}

/** A hidden unit that opens fire is revealed (HoN p.14 L1131). */
function unhide(s: State, id: string, events: Events): State {
  const u = unitById(s, id);
  if (!u || !u.hidden) return s;
  events.push(ev({ type: 'revealed', rule: 'HoN p.14 L1131', unit: id }));
  return replaceUnit(s, withUnit(u, { hidden: false }));
}

export function apply(s: State, move: Move, player: 'US' | 'DE' | null): { state: State; events: GameEvent[] } {
  const events: Events = [];
  let state = applyInner(s, move, player, events);
  if (state.unload.length > 0 || state.units.some((u) => u.hidden)) {
    const board = compileBoard(state.battlefield);
    // Passengers with no space are lost (L1361); hidden units in sight are revealed (L1127, [A42]).
    state = revealHidden(settleUnload(state, board, events), board, events);
    // An identified Stratagem shows its blank face and leaves the board (HoN p.12 L983).
    state = removeIdentifiedDecoys(state, events);
  }
  return { state: checkWipeout(state, events), events };
}

type Handler<K extends Move['type']> = (s: State, move: Extract<Move, { type: K }>, p: 'US' | 'DE' | null, events: Events) => State;

// One small function per move type (HoN's rules per move), so that each is compiled and optimised on its own.
const HANDLERS: { readonly [K in Move['type']]: Handler<K> } = {
  draw: (s, move, _p, events) => {
    const d = s.draws[0]!;
    const side = s.sides[d.player];
    const deck = { ...side.deck, [move.card]: (side.deck[move.card] ?? 0) - 1 };
    const draws = d.n > 1 ? [{ ...d, n: d.n - 1 }, ...s.draws.slice(1)] : s.draws.slice(1);
    let next: State = withState(s, { draws, sides: withSide(s.sides, d.player, withSideState(side, { deck, hand: [...side.hand, move.card] })) });
    if (draws.length === 0) {
      if (next.phase === 'deal') return withState(next, { phase: 'orders', placing: next.initiative });
      if (next.phase === 'supply' && next.supply?.step === 'cards' && next.supply.drawing) next = endSupplyStep(next, events);
    }
    return next;
  },
  place: (s, move, _p, _events) => {
    const u = unitById(s, move.unit)!;
    return replaceUnit(s, withUnit(u, { token: move.token }));
  },
  'place-smoke': (s, move, _p, _events) => {
    return withState(s, { smokes: s.smokes.map((m) => (m.id === move.smoke ? withSmoke(m, { token: move.token }) : m)) });
  },
  smoke: (s, move, p, events) => {
    events.push(ev({ type: 'smoke-aimed', rule: 'HoN p.13 L1097', smoke: s.smokeThrow!.smoke, px: move.px, py: move.py }));
    return withState(s, { smokeThrow: { ...s.smokeThrow!, px: move.px, py: move.py, aimed: true } });
  },
  embark: (s, move, p, events) => {
    const act = s.activation!;
    const u = unitById(s, act.unit)!;
    events.push(ev({ type: 'embark', rule: 'HoN p.15 L1355', unit: u.id, vehicle: move.vehicle }));
    return endActivation(replaceUnit(s, withUnit(u, { x: ABOARD, y: ABOARD, carrier: move.vehicle, acted: true })), events);
  },
  disembark: (s, move, p, events) => {
    const board = compileBoard(s.battlefield);
    const act = s.activation!;
    const u = unitById(s, act.unit)!;
    const v = unitById(s, u.carrier!)!;
    events.push(ev({ type: 'disembark', rule: 'HoN p.15 L1355', unit: u.id, x: move.x, y: move.y }));
    const out = replaceUnit(s, withUnit(u, { x: move.x, y: move.y, carrier: null, acted: true }));
    // Getting out is the move's first space [derived]: rough terrain, water and an enemy ZOC end it there.
    const t = terrainHere(out, board, move.x, move.y);
    const stopped = t.rough || t.water || inEnemyZoc(out, board, u, move.x, move.y);
    return withState(out, { activation: withActivation(act, { stage: 'moving', spent: act.spent + 1, fromX: v.x, fromY: v.y, stopped, ofOffered: false }) });
  },
  hide: (s, _move, p, events) => {
    const u = unitById(s, s.activation!.unit)!;
    events.push(ev({ type: 'hidden', rule: 'HoN p.14 L1121', unit: u.id }));
    return endActivation(replaceUnit(s, withUnit(u, { hidden: true, acted: true })), events);
  },
  unload: (s, move, _p, events) => {
    const board = compileBoard(s.battlefield);
    // Placing passengers interrupts nothing: the state goes on where it was.
    return unloadTo(s, board, move.x, move.y, events);
  },
  'mg-nest': (s, move, p, events) => {
    events.push(ev({ type: 'mg-nest', rule: 'HoN p.13 L1081', player: p, x: move.x, y: move.y }));
    const battlefield = { ...s.battlefield, tiles: [...s.battlefield.tiles, { tile: 'mg-nest-1x1', at: { x: move.x, y: move.y } }] };
    return nestStep(withState(s, { battlefield, mgNests: [...s.mgNests, p!] }), p!, events);
  },
  veteran: (s, move, p, events) => {
    if (s.vetRoll) {
      const v = s.vetRoll;
      const user = v.units.map((id) => unitById(s, id)).find((x) => x !== undefined && x.owner === p && veteranGroup(s, x) !== undefined)!;
      events.push(ev({ type: 'veteran', rule: 'HoN p.12 L995', player: p, kind: v.kind, face: v.dice[move.die ?? 0] }));
      return withState(spendMarker(s, veteranGroup(s, user)!), { vetRoll: { ...v, reroll: move.die ?? 0, declined: [] } });
    }
    const atk = s.attack!;
    const a = unitById(s, atk.attacker)!;
    const user = a.owner === p ? a : unitById(s, atk.target)!;
    events.push(ev({ type: 'veteran', rule: 'HoN p.12 L995', player: p, face: atk.faces[0] }));
    const spent = spendMarker(s, veteranGroup(s, user)!);
    // The assault die chosen, or the one die of a shot or a damage location, is rolled again.
    if (atk.veteranOf === 'assault') return withState(spent, { attack: withPendingAttack(atk, { stage: 'roll', reroll: move.die ?? 0, declined: [] }) });
    if (atk.veteranOf === 'positiveWaves') return withState(spent, { attack: withPendingAttack(atk, { stage: 'damage', reroll: move.die ?? 0, declined: [] }) });
    return withState(spent, { attack: withPendingAttack(atk, { stage: atk.veteranOf === 'damage' ? 'damage' : 'roll', faces: [], declined: [] }) });
  },
  'end-orders': (s, _move, p, events) => {
    return endPlacement(s, p!, events);
  },
  play: (s, move, p, events) => {
    return playCard(s, p!, move.card, move.unit, events);
  },
  step: (s, move, p, events) => {
    const board = compileBoard(s.battlefield);
    const act = s.activation!;
    const u = unitById(s, act.unit)!;
    const r = stepOf(s, board, u, act, move.dir)!;
    events.push(ev({ type: 'step', rule: 'HoN p.6 L353', unit: u.id, x: r.x, y: r.y }));
    // A heavy vehicle through a hedgerow: a Passage marker on the space (HoN p.10 L816).
    // The space entered: a 2-space vehicle in reverse enters by its rear (HoN p.6 L372).
    const entered = footprintOf(u) === 2 && (move.dir - u.facing + 8) % 8 === 4 ? rearOf(r.x, r.y, r.facing) : r;
    const cut = cutsHedgerow(s, board, u, entered.x, entered.y);
    if (cut) events.push(ev({ type: 'passage', rule: 'HoN p.10 L816', unit: u.id, x: entered.x, y: entered.y }));
    const base = cut ? spendMarker(s, equipmentGroup(s, u, 'cullingHedgerowCutter')!) : s;
    const units = unitsWith(base, withUnit(u, { x: r.x, y: r.y, facing: r.facing, acted: true }));
    return withState(base, { units, activation: withActivation(act, { stage: 'moving', spent: act.spent + 1, fromX: u.x, fromY: u.y, stopped: r.ends, ofOffered: false }) });
  },
  turn: (s, move, p, events) => {
    const act = s.activation!;
    const u = unitById(s, act.unit)!;
    events.push(ev({ type: 'turn', rule: 'HoN p.6 L372', unit: u.id, facing: move.facing }));
    return withState(s, { units: unitsWith(s, withUnit(u, { facing: move.facing, acted: true })), activation: withActivation(act, { stage: 'moving', spent: act.spent + 1, ofOffered: false }) });
  },
  stop: (s, _move, _p, events) => {
    return endActivation(s, events);
  },
  pass: (s, _move, _p, events) => endActivation(s, events),
  tripod: (s, _move, _p, events) => {
    // Flipped at the start the move goes on (no Opportunity Fire at a flip: no space entered); at the end it ends (L1369).
    const act = s.activation!;
    const u = unitById(s, act.unit)!;
    events.push(ev({ type: 'tripod', rule: 'HoN p.15 L1369', unit: u.id, side: 1 - u.side }));
    const units = unitsWith(s, withUnit(u, { side: u.side === 0 ? 1 : 0, acted: true }));
    if (act.stage === 'start') return withState(s, { units, activation: withActivation(act, { stage: 'moving', ofOffered: true, flipped: true }) });
    return endActivation(withState(s, { units }), events);
  },
  overwatch: (s, _move, p, events) => {
    const u = unitById(s, s.activation!.unit)!;
    events.push(ev({ type: 'overwatch', rule: 'HoN p.15 L1258', unit: u.id }));
    return endActivation(replaceUnit(s, withUnit(u, { overwatch: true })), events);
  },
  fire: (s, move, _p, events) => {
    const act = s.activation!;
    // Fire on the Move: the printed penalty, 1 less with Ace Driver, and the move goes on (L1179, L913, [A38]).
    const firer = unitById(s, act.unit)!;
    const onTheMove = act.stage === 'moving';
    const fom = weaponsOf(firer)[move.weapon]?.fireOnTheMove ?? 0;
    const penalty = onTheMove ? Math.max(0, fom - (hasTrait(s, firer, 'aceDriver') ? 1 : 0)) : 0;
    const next: State = withState(s, { activation: withActivation(act, { stage: onTheMove ? 'moving' : 'fired', weaponsUsed: [...act.weaponsUsed, move.weapon] }) });
    return declareFire(next, act.unit, move.target, move.weapon, false, act.boost.fire, events, move.mode === 'suppressive', penalty, aimOf(move));
  },
  assault: (s, move, p, events) => {
    const board = compileBoard(s.battlefield);
    const act = s.activation!;
    const a = unitById(s, act.unit)!;
    const t = unitById(s, move.target)!;
    events.push(ev({ type: 'assault', rule: 'HoN p.6 L398-402', unit: a.id, target: t.id }));
    const attack = newAttack(s, {
      kind: 'assault',
      mode: 'normal',
      attacker: a.id,
      target: t.id,
      weapon: 0,
      opportunity: false,
      attackMod: assaultAttackMod(s, a, t, act.boost.fire),
      defenseMod: assaultDefenseMod(s, board, t, a, 0),
      defense: 0,
      fromX: a.x,
      fromY: a.y,
      attackerDice: 2,
      defenderDice: abilityValue(t, 'assault') !== null && kindOf(t) === 'infantry' ? 2 : 1,
      piercing: weaponsOf(a)[0]?.piercing ?? false,
      retreatUnit: null,
      queue: [],
      marker: null,
    });
    return withState(s, { units: unitsWith(s, withUnit(a, { acted: true })), activation: withActivation(act, { stage: 'fired', spent: act.spent + 1 }), attack });
  },
  grenade: (s, move, p, events) => {
    const board = compileBoard(s.battlefield);
    const act = s.activation!;
    const a = unitById(s, act.unit)!;
    events.push(ev({ type: 'grenade', rule: 'HoN p.10 L848', unit: a.id, px: move.px, py: move.py }));
    const spent = unhide(spendMarker(s, equipmentGroup(s, a, 'grenade')!), a.id, events);
    const under = unitsUnder(spent, board, { px: move.px, py: move.py }).filter((t) => markerBonus(GRENADE_MARKER, colorOf(t)) !== null);
    const next: State = withState(spent, { activation: withActivation(act, { stage: 'fired', weaponsUsed: [0, 1] }) });
    if (under.length === 0) return endActivation(next, events);
    return grenadeAttack(next, a.id, under[0]!.id, under.slice(1).map((t) => t.id));
  },
  demolish: (s, move, p, events) => {
    const act = s.activation!;
    const a = unitById(s, act.unit)!;
    events.push(ev({ type: 'demolish', rule: 'HoN p.14 L1171', unit: a.id, tile: move.tile }));
    const next: State = withState(unhide(s, a.id, events), { activation: withActivation(act, { stage: 'fired', weaponsUsed: [0, 1] }) });
    return withState(next, { demolition: { attacker: a.id, tile: move.tile, dice: abilityValue(a, 'destruction') ?? 1, queue: [] } });
  },
  'destruction-dice': (s, move, _p, events) => {
    return destructionRolled(s, move.hits, events);
  },
  detonate: (s, _move, p, events) => {
    // The Goliath blows up where it stands and is removed; every unit in its space is attacked in
    // turn, a heavy vehicle on its side (HoN p.10 L840-842); a structure there after them.
    const act = s.activation!;
    const g = unitById(s, act.unit)!;
    events.push(ev({ type: 'detonate', rule: 'HoN p.10 L840', unit: g.id, x: g.x, y: g.y }));
    // Either space of a 2-space vehicle counts as its space (HoN p.6 L368).
    const victims = s.units.filter((t) => t.alive && t.id !== g.id && t.carrier === null && covers(t, g.x, g.y) && markerBonus(AOE_MARKERS.goliath, colorOf(t)) !== null);
    const gone = eliminate(s, g.id, events, false, 'HoN p.10 L842');
    const next: State = withState(gone, { activation: withActivation(act, { stage: 'fired', weaponsUsed: [0, 1] }) });
    if (victims.length > 0) return grenadeAttack(next, g.id, victims[0]!.id, victims.slice(1).map((t) => t.id), 'goliath');
    return goliathStructure(next, g, events) ?? endActivation(next, events);
  },
  panzerfaust: (s, move, p, events) => {
    const act = s.activation!;
    const a = unitById(s, act.unit)!;
    events.push(ev({ type: 'panzerfaust', rule: 'HoN p.11 L889', unit: a.id, target: move.target }));
    const spent = unhide(spendMarker(s, equipmentGroup(s, a, 'panzerfaust')!), a.id, events);
    return panzerfaustAttack(withState(spent, { activation: withActivation(act, { stage: 'fired', weaponsUsed: [0, 1] }) }), a.id, move.target);
  },
  launch: (s, move, _p, events) => {
    const board = compileBoard(s.battlefield);
    const act = s.activation!;
    const a = unitById(s, act.unit)!;
    const p = { px: move.px, py: move.py };
    const item = move.item === 'rifleGrenade' ? 'grenadeLauncher' : 'heShells';
    events.push(ev({ type: 'launch', rule: move.item === 'rifleGrenade' ? 'HoN p.11 L863' : 'HoN p.11 L881', unit: a.id, item: move.item, px: move.px, py: move.py }));
    const spent = unhide(spendMarker(s, equipmentGroup(s, a, item)!), a.id, events);
    if (move.item === 'heShells') {
      // The primary weapon's shot: a green marker, no scatter (L879-881); a secondary weapon may still fire.
      return landMarker(withState(spent, { activation: withActivation(act, { stage: 'fired', weaponsUsed: [...act.weaponsUsed, 0] }) }), a.id, p.px, p.py, 'green', events);
    }
    const next: State = withState(spent, { activation: withActivation(act, { stage: 'fired', weaponsUsed: [0, 1] }) });
    // Fuoco Indiretto: a scatter roll only without a clear line (L865, L1225, [A33]).
    if (!clearToPoint(s, board, a, p)) return withState(next, { scatter: { attacker: a.id, px: p.px, py: p.py, marker: 'rifleGrenade', reduce: spotterSees(s, board, a, p) ? 1 : 0 } });
    return landMarker(next, a.id, p.px, p.py, 'rifleGrenade', events);
  },
  'demolition-charge': (s, move, p, events) => {
    // Immediate, no area of effect (L830); its strength is a stand-in (`DEMOLITION_CHARGE_DICE`).
    const act = s.activation!;
    const a = unitById(s, act.unit)!;
    events.push(ev({ type: 'demolition-charge', rule: 'HoN p.10 L826', unit: a.id, tile: move.tile }));
    const spent = spendMarker(s, equipmentGroup(s, a, 'demolitionCharge')!);
    return withState(spent, { activation: withActivation(act, { stage: 'fired', weaponsUsed: [0, 1] }), demolition: { attacker: a.id, tile: move.tile, dice: DEMOLITION_CHARGE_DICE.value, queue: [] } });
  },
  'grenade-room': (s, move, p, events) => {
    const board = compileBoard(s.battlefield);
    const act = s.activation!;
    const a = unitById(s, act.unit)!;
    events.push(ev({ type: 'grenade', rule: 'HoN p.10 L850', unit: a.id, x: move.x, y: move.y, room: true }));
    // A hand grenade first; else a rifle grenade, the same in a room (L867).
    const hand = equipmentGroup(s, a, 'grenade');
    const marker: MarkerId = hand ? 'grenade' : 'rifleGrenade';
    const spent = unhide(spendMarker(s, hand ?? equipmentGroup(s, a, 'grenadeLauncher')!), a.id, events);
    const inside = unitsInRoom(spent, board, roomAt(board, move.x, move.y)).filter((t) => markerBonus(AOE_MARKERS[marker], colorOf(t)) !== null);
    const next: State = withState(spent, { activation: withActivation(act, { stage: 'fired', weaponsUsed: [0, 1] }) });
    if (inside.length === 0) return endActivation(next, events);
    return grenadeAttack(next, a.id, inside[0]!.id, inside.slice(1).map((t) => t.id), marker);
  },
  'aoe-fire': (s, move, p, events) => {
    const board = compileBoard(s.battlefield);
    const act = s.activation!;
    const a = unitById(s, act.unit)!;
    const w0 = aoeWeapon(a)!;
    // A mortar within 2 of its Horn of Plenty fires a green marker instead of a blue one (HoN p.11 L875).
    const w = { ...w0, marker: hornMarker(s, a, w0.marker) };
    if (w.marker !== w0.marker) events.push(ev({ type: 'horn-of-plenty', rule: 'HoN p.11 L875', unit: a.id }));
    events.push(ev({ type: 'aoe-fire', rule: w.kind === 'howitzer' ? 'HoN p.14 L1195' : 'HoN p.14 L1213', unit: a.id, px: move.px, py: move.py }));
    const next: State = withState(unhide(s, a.id, events), { activation: withActivation(act, { stage: 'fired', weaponsUsed: [0, 1] }) });
    // Indirect fire without a clear line scatters; with one, no roll (L1221-1225).
    if (w.kind === 'indirect' && !clearToPoint(s, board, a, { px: move.px, py: move.py })) {
      // An Artillery Spotter with a clear line to the marker takes 1 interspace off the scatter (L1143).
      const reduce = spotterSees(s, board, a, { px: move.px, py: move.py }) ? 1 : 0;
      return withState(next, { scatter: { attacker: a.id, px: move.px, py: move.py, marker: w.marker, reduce } });
    }
    return landMarker(next, a.id, move.px, move.py, w.marker, events);
  },
  'barrage-fire': (s, move, _p, events) => {
    // The shooter fires, then gets an Activated marker and loses its Order (L1165), as after Opportunity Fire.
    const act = s.activation!;
    const f = unitById(s, move.unit)!;
    const next: State = withState(s, { activation: withActivation(act, { barrage: sideOf(f).name }) });
    return declareFire(next, move.unit, move.target, 0, true, 0, events, false, 0, aimOf(move));
  },
  raffica: (s, move, p, events) => {
    const act = s.activation!;
    events.push(ev({ type: 'raffica', rule: 'HoN p.15 L1248', unit: act.unit, shots: move.shots.length }));
    const next: State = withState(unhide(s, act.unit, events), { activation: withActivation(act, { stage: 'fired', weaponsUsed: [0] }) });
    const [first, ...rest] = move.shots;
    return rafficaShot(next, act.unit, first!.target, first!.bonus, aimOf(first!), rest.map((x) => x.target), rest.map((x) => x.bonus), rest.map(aimOf));
  },
  'opportunity-fire': (s, move, _p, events) => {
    return declareFire(s, move.unit, move.target, 0, true, 0, events, false, 0, aimOf(move));
  },
  'special-order': (s, move, p, events) => {
    return playSpecial(s, p!, move.unit, events);
  },
  autonomous: (s, move, p, events) => {
    return playSpecial(s, p!, move.unit, events, true);
  },
  hold: (s, _move, p, events) => {
    if (s.vetRoll) {
      const declined = [...s.vetRoll.declined, p!];
      const next: State = withState(s, { vetRoll: { ...s.vetRoll, declined } });
      return vetRollPlayers(next).length > 0 ? next : vetRollDone(next, events);
    }
    if (s.attack?.stage === 'substitute') return finishAttack(applyHit(s, s.attack.target, events, 'HoN p.7 L514-516'), events, false);
    if (s.gap) return startNext(withState(s, { gap: null, gapPassed: [...s.gapPassed, s.gap] }), events);
    if (s.attack?.stage === 'declare') return withState(s, { attack: withPendingAttack(s.attack, { stage: reactionOrRoll(s, s.attack) }) });
    if (s.attack?.stage === 'veteran') {
      const atk = s.attack;
      const declined = [...atk.declined, p!];
      if (veteranPlayers(s, withPendingAttack(atk, { declined })).length > 0) return withState(s, { attack: withPendingAttack(atk, { declined }) });
      if (atk.veteranOf === 'assault') {
        // Each side keeps its highest die (L408, L414).
        const ad = Math.max(...atk.dice.slice(0, atk.attackerDice));
        const dd = Math.max(...atk.dice.slice(atk.attackerDice));
        return resolveAssaultDice(withState(s, { attack: withPendingAttack(atk, { stage: 'roll', declined: [], dice: [], reroll: null, veteranOf: 'fire' }) }), ad, dd, events);
      }
      if (atk.veteranOf === 'positiveWaves') return withState(s, { attack: withPendingAttack(atk, { stage: 'choose', declined: [], veteranOf: 'fire' }) });
      if (atk.veteranOf === 'damage') return damageRoll(withState(s, { attack: withPendingAttack(atk, { stage: 'damage', declined: [], faces: [], veteranOf: 'fire' }) }), atk.faces[0]!, events);
      return resolveFireDie(withState(s, { attack: withPendingAttack(atk, { stage: 'roll', declined: [] }) }), atk.faces[0]!, events);
    }
    if (s.attack) return withState(s, { attack: withPendingAttack(s.attack, { stage: 'roll' }) });
    return withState(s, { activation: withActivation(s.activation!, { ofOffered: true }) });
  },
  'two-dice': (s, move, _p, _events) => {
    // Positive Waves' two location dice (L1286); a Veteran marker may reroll either first (L995).
    const atk = s.attack!;
    const faces = [move.first, move.second];
    if (veteranPlayers(s, withPendingAttack(atk, { declined: [] })).length > 0) return withState(s, { attack: withPendingAttack(atk, { stage: 'veteran', veteranOf: 'positiveWaves', faces, declined: [] }) });
    return withState(s, { attack: withPendingAttack(atk, { stage: 'choose', faces }) });
  },
  'choose-die': (s, move, _p, events) => {
    return damageRoll(s, move.face, events);
  },
  substitute: (s, move, p, events) => {
    events.push(ev({ type: 'substitute', rule: 'HoN p.15 L1315', unit: move.unit, for: s.attack!.target }));
    return finishAttack(applyHit(s, move.unit, events, 'HoN p.15 L1315'), events, false);
  },
  die: (s, move, p, events) => {
    if (s.aa) return aaDie(s, move.face, events);
    if (s.smokeThrow) {
      // Smoke scatters 1 space only, then lies -4 face up (L1099-1101).
      const th = s.smokeThrow;
      const at = smokeLanding({ px: th.px, py: th.py }, move.face);
      events.push(ev({ type: 'smoke', rule: 'HoN p.13 L1099-1101', smoke: th.smoke, face: move.face, px: at.px, py: at.py }));
      const smokes = s.smokes.map((m) => (m.id === th.smoke ? withSmoke(m, { face: 4 as const, px: at.px, py: at.py }) : m));
      return continueFlow(withState(s, { smokes, smokeThrow: null }), events);
    }
    if (s.vetRoll) return vetRollDie(s, move.face, events);
    if (s.demolition) {
      const d = s.demolition;
      // A Veteran marker may serve the roll: its dice are then kept apart first (L995).
      if (d.queue.length === 0) return startVetRoll(s, 'destruction', move.face, d.dice, [d.attacker], events) ?? s;
      return startVetRoll(s, 'collapse', move.face, 1, [d.attacker, d.queue[0]!], events) ?? collapseDie(s, move.face, events);
    }
    if (s.scatter) return startVetRoll(s, 'scatter', move.face, 1, [s.scatter.attacker], events) ?? scatterLands(s, move.face, events);
    const atk = s.attack!;
    if (atk.kind === 'assault' && atk.stage === 'roll') return assaultDie(s, move.face, events);
    if (atk.stage === 'damage' && atk.reroll !== null) {
      // One of Positive Waves' two dice rolled again (L1286, L995): the window opens again.
      const faces = atk.faces.map((f, i) => (i === atk.reroll ? move.face : f));
      events.push(ev({ type: 'damage-die', rule: 'HoN p.12 L995', face: move.face }));
      return withState(s, { attack: withPendingAttack(atk, { stage: 'veteran', faces, reroll: null, declined: [] }) });
    }
    if (atk.stage === 'damage') {
      // A Veteran marker may have the location die rolled again too (L995, [A51]).
      if (veteranPlayers(s, withPendingAttack(atk, { declined: [] })).length > 0) {
        events.push(ev({ type: 'damage-die', rule: 'HoN p.12 L995', face: move.face }));
        return withState(s, { attack: withPendingAttack(atk, { stage: 'veteran', veteranOf: 'damage', faces: [move.face], declined: [] }) });
      }
      return damageRoll(s, move.face, events);
    }
    // A Veteran marker may have the die rolled again before it applies (L995, [A51]).
    if (veteranPlayers(s, withPendingAttack(atk, { declined: [] })).length > 0) {
      events.push(ev({ type: 'fire-die', rule: 'HoN p.12 L995', face: move.face }));
      return withState(s, { attack: withPendingAttack(atk, { stage: 'veteran', faces: [move.face], declined: [] }) });
    }
    return resolveFireDie(s, move.face, events);
  },
  'assault-dice': (s, move, _p, events) => {
    return resolveAssaultDice(s, move.attacker, move.defender, events);
  },
  retreat: (s, move, _p, events) => {
    return resolveRetreat(s, move.x, move.y, events);
  },
  relocate: (s, move, p, events) => {
    const board = compileBoard(s.battlefield);
    const u = unitById(s, s.displace!)!;
    events.push(ev({ type: 'relocated', rule: 'HoN p.6 L382', unit: u.id, x: move.x, y: move.y }));
    const moved = replaceUnit(s, withUnit(u, { x: move.x, y: move.y }));
    // A 2-space vehicle may have ended over two infantry units: each is moved off in turn (L382-384).
    const next = underAnyVehicle(moved);
    if (next) {
      if (relocationSquares(moved, board, next).length > 0) return withState(moved, { displace: next.id });
      return continueFlow(withState(eliminate(moved, next.id, events, false, 'HoN p.6 L384'), { displace: null }), events);
    }
    return continueFlow(withState(moved, { displace: null }), events);
  },
  'sticky-bomb': (s, move, p, events) => {
    // The move ends there; more bombs may follow while markers last (L903-905).
    const act = s.activation!;
    const a = unitById(s, act.unit)!;
    events.push(ev({ type: 'sticky-bomb', rule: 'HoN p.11 L903', unit: a.id, vehicle: move.vehicle }));
    const spent = spendMarker(s, equipmentGroup(s, a, 'stickyBomb')!);
    return withState(spent, { bombs: [...spent.bombs, { vehicle: move.vehicle, placer: a.id }], activation: withActivation(act, { stage: 'fired', weaponsUsed: [0, 1] }) });
  },
  conceal: (s, move, p, events) => {
    const u = unitById(s, move.unit)!;
    events.push(ev({ type: 'concealed', rule: 'HoN p.13 L1059', unit: u.id }));
    return replaceUnit(s, withUnit(u, { hidden: true }));
  },
  position: (s, move, p, events) => {
    // Instead of its Supply move: the unit stays, the tile goes under it, the marker is spent (L897, L770).
    const u = unitById(s, move.unit)!;
    events.push(ev({ type: 'position', rule: 'HoN p.11 L897', unit: u.id, x: u.x, y: u.y }));
    const spent = spendMarker(s, equipmentGroup(s, u, 'position')!);
    const battlefield = { ...spent.battlefield, tiles: [...spent.battlefield.tiles, { tile: 'position-1x1', at: { x: u.x, y: u.y } }] };
    return replaceUnit(withState(spent, { battlefield }), withUnit(u, { acted: true }));
  },
  'supply-move': (s, move, _p, _events) => {
    const u = unitById(s, move.unit)!;
    return withState(s, { activation: newActivation(u, u.owner, true, s) });
  },
  directive: (s, move, p, events) => {
    const g = directiveGroup(s, p!)!;
    events.push(ev({ type: 'directive', rule: 'HoN p.13 L1029', player: p, unit: move.unit, directive: move.directive }));
    const spent = spendMarker(s, g);
    return nextDirective(withState(spent, { directives: [...spent.directives, { player: p!, unit: move.unit, directive: move.directive }] }), p!, events);
  },
  'end-step': (s, _move, _p, events) => {
    if (s.directing) return nextDirective(s, s.directing, events);
    return endSupplyStep(s, events);
  },
  equipment: (s, move, p, events) => {
    const rule = {
      ammo: 'HoN p.10 L794',
      ammoBelt: 'HoN p.10 L804',
      apcShells: 'HoN p.10 L810',
      additionalShielding: 'HoN p.10 L786',
      fuel: 'HoN p.10 L836',
      triggerhappy: 'HoN p.12 L989',
      hardboiled: 'HoN p.12 L937',
    }[move.item];
    events.push(ev({ type: 'equipment', rule, player: p, item: move.item }));
    if (move.item === 'hardboiled') {
      // Before a roll: the attacker's (declare) or the assault defender's (reaction) marker goes, and with it its -2 (L1331, [A51]).
      const atk = s.attack;
      const uid = move.unit ?? (atk ? (atk.stage === 'declare' ? atk.attacker : atk.target) : s.activation!.unit);
      const u = unitById(s, uid)!;
      const spent = replaceUnit(spendMarker(s, equipmentGroup(s, u, 'hardboiled')!), withUnit(u, { suppressed: u.suppressed - 1 }));
      if (!atk) return spent;
      const equipment = [...atk.equipment, 'hardboiled'];
      return withState(spent, { attack: atk.stage === 'declare' ? withPendingAttack(atk, { equipment, attackMod: atk.attackMod + 2 }) : withPendingAttack(atk, { equipment, defenseMod: atk.defenseMod + 2 }) });
    }
    if (move.item === 'fuel') {
      const act = s.activation!;
      const u = unitById(s, act.unit)!;
      const spent = spendMarker(s, equipmentGroup(s, u, 'fuel')!);
      return withState(spent, { activation: withActivation(act, { boost: { ...act.boost, move: act.boost.move + 1, fuel: act.boost.fuel + 1 } }) });
    }
    const atk = s.attack!;
    const user = unitById(s, move.item === 'additionalShielding' ? atk.target : atk.attacker)!;
    const spent = spendMarker(s, equipmentGroup(s, user, move.item)!);
    const equipment = [...atk.equipment, move.item];
    if (move.item === 'triggerhappy') return withState(addSuppressed(spent, atk.target, 1, events, rule), { attack: withPendingAttack(atk, { equipment }) });
    if (move.item === 'additionalShielding') return withState(spent, { attack: withPendingAttack(atk, { equipment, defenseMod: atk.defenseMod + 1 }) });
    const t = unitById(s, atk.target)!;
    const plus = move.item === 'ammoBelt' ? (colorOf(t) === 'yellow' ? 2 : 1) : 1;
    return withState(spent, { attack: withPendingAttack(atk, { equipment, attackMod: atk.attackMod + plus }) });
  },
  'keep-initiative': (s, _move, p, events) => {
    const side = s.sides[p!];
    events.push(ev({ type: 'initiative-kept', rule: 'HoN p.13 L1071', player: p }));
    return advanceTurn(withState(s, { sides: withSide(s.sides, p!, withSideState(side, { initiativeUsed: true })) }), false, events);
  },
  heroic: (s, move, p, events) => {
    const id = s.heroic!;
    const next: State = withState(s, { heroic: null });
    if (!move.use) return continueFlow(next, events);
    const unit = unitById(next, id)!;
    const g = heroicGroup(next, unit)!;
    events.push(ev({ type: 'heroic', rule: 'HoN p.12 L949', unit: id }));
    const spent: State = withState(next, { groups: next.groups.map((x) => (x.key === g.key ? { ...x, markers: x.markers - 1 } : x)) });
    return withState(replaceUnit(spent, withUnit(unit, { activations: unit.activations + 1 })), { activation: newActivation(unit, unit.owner, false, spent) });
  },
  discard: (s, move, p, events) => {
    const side = s.sides[p!];
    events.push(ev({ type: 'discard', rule: 'HoN p.8 L614', player: p, card: move.card }));
    const next: State = withState(s, { sides: withSide(s.sides, p!, withSideState(side, { hand: removeOne(side.hand, move.card), discards: side.discards + 1 })) });
    return next.supply?.drawing ? endSupplyStep(next, events) : next;
  },
};

function applyInner(s: State, move: Move, p: 'US' | 'DE' | null, events: Events): State {
  return (HANDLERS[move.type] as Handler<Move['type']>)(s, move as never, p, events);
}

