/**
 * Every legal move of the acting player, and the chance outcomes with exact probabilities. What
 * `resolve` accepts is exactly this list.
 */
import { dieOutcomes, drawOutcomes, rational, type ChanceOutcome } from '@esagono/kernel';
import { substitutes } from '../combat/substitute.js';
import { veteranPlayers, vetRollOpen } from '../combat/veteran.js';
import { isDecoy, isGoliath } from '../abilities/specials.js';
import { cellsOf, covers, footprintOf } from '../vehicles/footprint.js';
import { compileBoard } from '../map/board.js';
import { assaultOutcomes, canAssault } from '../combat/assault.js';
import { shotAims, type Aim } from '../combat/fire.js';
import { canTurn, mayEndAt, mpLeft, relocationSquares, stepOf, turnOpen } from '../movement/move.js';
import { retreatSquares } from '../combat/assault.js';
import { cardPlays, windowOf } from '../cards/play.js';
import { attackerItems, defenderItems, equipmentGroup, fuelAllowed, hardboiledMoves } from '../combat/equipment.js';
import { aoeWeapon, clearToPoint, pointDistance, pointInBuilding, roomTargets, unitsInRoom, unitsUnder } from '../combat/aoe.js';
import type { Board } from '../map/board.js';
import type { Unit } from '../state.js';
import { CONSTANTS } from '../data/constants.js';
import { sideOf, counterOf, bonusOf, colorOf, wreckAt } from '../units.js';

/**
 * The heavy weapons a Barrage Order calls (L1165, [A35]): own red-border units within 3 of the
 * ability unit, not yet activated, all with the same name (the first to fire sets it).
 */
export function barrageShooters(s: State, caller: Unit, name: string | null): Unit[] {
  return s.units.filter(
    (f) =>
      f.alive &&
      f.owner === caller.owner &&
      f.id !== caller.id &&
      !f.activated &&
      !f.acted &&
      counterOf(f).border === 'heavyWeapon' &&
      (name === null || sideOf(f).name === name) &&
      Math.max(Math.abs(f.x - caller.x), Math.abs(f.y - caller.y)) <= CONSTANTS.barrageRadius.value,
  );
}
import { directiveOfficers } from '../combat/directives.js';
import { mayLayPosition } from '../supply/position.js';
import { mayConceal } from '../commands/concealed.js';
import { bombTargets } from '../combat/bombs.js';
import { chargeableStructures, heShellPoints, panzerfaustTargets, rifleGrenadePoints } from '../combat/launchers.js';

const DIRECTIVE_IDS = ['fireAtWill', 'charge', 'doubleTime', 'holdYourGround'] as const;

/**
 * Howitzer and Indirect Fire (HoN p.14 L1193-1233): interspaces with an enemy under them, never a
 * building's (L1203); the Howitzer needs a clear line (L1201), indirect fire does not (it may scatter).
 */
function aoeMoves(s: State, board: Board, u: Unit): Move[] {
  const w = aoeWeapon(u);
  if (!w) return [];
  const seen = new Set<string>();
  const out: Move[] = [];
  for (const t of s.units) {
    if (!t.alive || t.owner === u.owner) continue;
    for (const [px, py] of [[t.x, t.y], [t.x + 1, t.y], [t.x, t.y + 1], [t.x + 1, t.y + 1]] as const) {
      const key = `${px},${py}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const p = { px, py };
      if (pointInBuilding(board, p)) continue;
      if (w.kind === 'howitzer' && !clearToPoint(s, board, u, p)) continue;
      out.push({ type: 'aoe-fire', px, py });
    }
  }
  return out;
}

/**
 * Raffica (HoN p.15 L1246-1250): the printed bonus split among 2 or 3 targets, at least +1 each,
 * all of one defence colour, in line of sight, no more than 2 squares from one another [A34].
 */
function rafficaMoves(s: State, board: Board, u: Unit): Move[] {
  if (!hasAbility(u, 'raffica')) return [];
  const out: Move[] = [];
  for (const color of ['yellow', 'purple', 'grey'] as const) {
    const b = bonusOf(u, 0, color);
    if (b === 'X' || b < 2) continue;
    const ts: Unit[] = [];
    const aims: (readonly (Aim | null)[])[] = [];
    for (const t of s.units) {
      if (!t.alive || t.owner === u.owner || colorOf(t) !== color) continue;
      const a = shotAims(s, board, u, 0, t);
      if (a.length === 0) continue;
      ts.push(t);
      aims.push(a);
    }
    // Units no more than 2 spaces apart; either space of a 2-space vehicle counts [derived from L368].
    const near = (a: Unit, c: Unit): boolean => unitDistance(a, c) <= CONSTANTS.rafficaSpread.value;
    for (let i = 0; i < ts.length; i++)
      for (let j = i + 1; j < ts.length; j++) {
        const [p, q] = [ts[i]!, ts[j]!];
        if (!near(p, q)) continue;
        for (let x = 1; x < b; x++) pushShots(out, [shot(p, x), shot(q, b - x)], [aims[i]!, aims[j]!]);
        for (let k = j + 1; k < ts.length && b >= 3; k++) {
          const r = ts[k]!;
          if (!near(p, r) || !near(q, r)) continue;
          for (let x = 1; x < b - 1; x++)
            for (let y = 1; x + y < b; y++) pushShots(out, [shot(p, x), shot(q, y), shot(r, b - x - y)], [aims[i]!, aims[j]!, aims[k]!]);
        }
      }
  }
  return out;
}

type RafficaShot = Extract<Move, { type: 'raffica' }>['shots'][number];

const shot = (t: Unit, bonus: number): RafficaShot => ({ target: t.id, bonus });

/** One Raffica move per choice of spaces for each shot at or from a 2-space vehicle (HoN p.7 L478-486). */
function pushShots(out: Move[], shots: RafficaShot[], aims: readonly (readonly (Aim | null)[])[], k = 0): void {
  if (k === shots.length) {
    out.push({ type: 'raffica', shots });
    return;
  }
  for (const a of aims[k]!) {
    const next = a === null ? shots : shots.map((x, i) => (i === k ? { ...x, from: a.from, at: a.at } : x));
    pushShots(out, next, aims, k + 1);
  }
}

/** The king-move distance between two units, the nearer space of a 2-space vehicle counted (digest §8 on L478-482). */
function unitDistance(a: Unit, c: Unit): number {
  if (footprintOf(a) === 1 && footprintOf(c) === 1) return Math.max(Math.abs(a.x - c.x), Math.abs(a.y - c.y));
  let d = Infinity;
  for (const p of cellsOf(a)) for (const q of cellsOf(c)) d = Math.min(d, Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y)));
  return d;
}

/**
 * Grenade throws of an infantry unit that has not moved (HoN p.10 L844-850): interspaces within 2
 * [A6], with at least one enemy under them (a throw at nothing is never useful, so it is not listed).
 */
/** Into a building's room from next to an opening, with a grenade or a rifle grenade (HoN p.10 L850, p.11 L867). */
function roomThrows(s: State, board: Board, u: Unit): Move[] {
  if (isVehicle(u) || u.carrier !== null || (!equipmentGroup(s, u, 'grenade') && !equipmentGroup(s, u, 'grenadeLauncher'))) return [];
  return roomTargets(s, board, u)
    .filter((r) => unitsInRoom(s, board, r.room).some((t) => t.owner !== u.owner))
    .map((r) => ({ type: 'grenade-room', x: r.x, y: r.y }) as const);
}

function grenadeMoves(s: State, board: Board, u: Unit): Move[] {
  if (isVehicle(u) || !equipmentGroup(s, u, 'grenade')) return roomThrows(s, board, u);
  const r = CONSTANTS.grenadeRange.value;
  const out: Move[] = [];
  for (let py = u.y - r + 1; py <= u.y + r; py++)
    for (let px = u.x - r + 1; px <= u.x + r; px++) {
      if (pointDistance(u.x, u.y, { px, py }) > r) continue;
      if (unitsUnder(s, board, { px, py }).some((t) => t.owner !== u.owner)) out.push({ type: 'grenade', px, py });
    }
  out.push(...roomThrows(s, board, u));
  return out;
}
import type { Activation, Move, Player, State } from '../state.js';
import { hasAbility, isVehicle, unitById, weaponsOf } from '../units.js';
import { actorOf, ofCandidates } from './actor.js';
import { mayEndOrders, nextToken, ordersOwed, placeable } from './orders.js';
import { smokeAimPoints, smokeHolders } from '../commands/smoke.js';
import { boardable, disembarkSquares, squaresAround } from '../abilities/transport.js';
import { mayHide } from '../abilities/ambush.js';
import { demolishable, destructionOutcomes } from '../map/structures.js';
import { nestSquares } from '../supply/supply.js';
import { OPEN, terrainAt } from '../map/board.js';
import { autonomousUnits, specialUnits, supplyMover } from './flow.js';
import { withPendingAttack, withUnit } from '../speed/copy.js';

function cardMoves(s: State, p: Player): Move[] {
  const w = windowOf(s, p);
  return w === null ? [] : cardPlays(s, p, w);
}

/**
 * Every legal move of the player to act. One function per situation: each is compiled on its own
 * when hot, which is far cheaper for the optimising compiler than one function holding them all
 * (the warm-up of short runs, README "Speed").
 */
export function legalMovesOf(s: State): Move[] {
  const actor = actorOf(s);
  if (actor.kind !== 'player') return [];
  const p = actor.player;
  const board = compileBoard(s.battlefield);
  if (s.unload.length > 0) return unloadMoves(s, board);
  if (s.vetRoll) return vetRollMoves(s.vetRoll);
  if (s.attack) return attackMoves(s, board, p, s.attack);
  if (s.smokeThrow) return smokeAimPoints(board).map((q) => ({ type: 'smoke', px: q.px, py: q.py }) as const);
  if (s.gap) return gapMoves(s, p);
  if (s.heroic) return [{ type: 'heroic', use: true }, { type: 'heroic', use: false }];
  if (s.displace) {
    const u = unitById(s, s.displace);
    return u ? relocationSquares(s, board, u).map((q) => ({ type: 'relocate', x: q.x, y: q.y })) : [];
  }
  if (s.activation) return activationMoves(s, board, p, s.activation);
  if (s.phase === 'orders') return s.directing ? directiveMoves(s, p) : orderMoves(s, p);
  if (s.phase === 'supply' && s.supply) return supplyMoves(s, board, p, s.supply);
  return [];
}

/** A Veteran window outside an attack: any die of the roll (L995); equal dice are one choice, and for Distruzione only success (4+) or not matters (L1171). */
function vetRollMoves(v: NonNullable<State['vetRoll']>): Move[] {
  const seen = new Set<string>();
  const out: Move[] = [];
  v.dice.forEach((d, i) => {
    const key = v.kind === 'destruction' ? String(d >= 4) : String(d);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(v.need === 1 ? { type: 'veteran' } : { type: 'veteran', die: i });
  });
  return [...out, { type: 'hold' }];
}

/** A Veteran window in an attack (L995): the one die, or any assault die or Positive Waves die, own or the opponent's (equal dice of a side are one choice). */
function veteranMoves(atk: NonNullable<State['attack']>): Move[] {
  if (atk.veteranOf === 'positiveWaves') {
    const [a, b] = atk.faces;
    return [{ type: 'veteran', die: 0 }, ...(b !== a ? [{ type: 'veteran', die: 1 } as const] : []), { type: 'hold' }];
  }
  if (atk.veteranOf !== 'assault') return [{ type: 'veteran' }, { type: 'hold' }];
  const seen = new Set<string>();
  const out: Move[] = [];
  atk.dice.forEach((d, i) => {
    const key = `${i < atk.attackerDice ? 'a' : 'd'}${d}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ type: 'veteran', die: i });
  });
  return [...out, { type: 'hold' }];
}

/** A destroyed transport's passenger, placed by its owner (HoN p.15 L1359). */
function unloadMoves(s: State, board: Board): Move[] {
  const q = unitById(s, s.unload[0]!);
  const v = q && q.carrier !== null ? unitById(s, q.carrier) : undefined;
  return q && v ? squaresAround(s, board, v, q).map((x) => ({ type: 'unload', x: x.x, y: x.y }) as const) : [];
}

function attackMoves(s: State, board: Board, p: Player, atk: NonNullable<State['attack']>): Move[] {
  if (atk.stage === 'choose') return [...new Set(atk.faces)].map((face) => ({ type: 'choose-die', face }) as const);
  if (atk.stage === 'substitute') {
    const t = unitById(s, atk.target);
    return [...(t ? substitutes(s, t) : []).map((x) => ({ type: 'substitute', unit: x.id }) as const), { type: 'hold' }];
  }
  if (atk.stage === 'veteran') return veteranMoves(atk);
  if (atk.stage === 'declare') return [...attackerItems(s).map((item) => ({ type: 'equipment', item }) as const), { type: 'hold' }];
  if (atk.stage === 'reaction') return [...cardMoves(s, p), ...defenderItems(s).map((item) => ({ type: 'equipment', item }) as const), { type: 'hold' }];
  const t = unitById(s, atk.retreatUnit ?? '');
  const a = unitById(s, atk.attacker);
  if (!t || !a) return [];
  return retreatSquares(s, board, t, a).map((q) => ({ type: 'retreat', x: q.x, y: q.y }));
}

function gapMoves(s: State, p: Player): Move[] {
  return [
    ...specialUnits(s, p).map((u) => ({ type: 'special-order', unit: u.id }) as const),
    ...autonomousUnits(s, p).map((u) => ({ type: 'autonomous', unit: u.id }) as const),
    ...cardMoves(s, p),
    { type: 'hold' },
  ];
}

function activationMoves(s: State, board: Board, p: Player, act: Activation): Move[] {
  const u = unitById(s, act.unit);
  if (!u) return [];
  const out: Move[] = [];
  if (p !== act.player) {
    // The reacting player picks the spaces of a 2-space firer or target, as in normal fire (HoN p.7 L478-486).
    for (const o of ofCandidates(s))
      for (const a of shotAims(s, board, o, 0, u)) out.push(a === null ? { type: 'opportunity-fire', unit: o.id, target: u.id } : { type: 'opportunity-fire', unit: o.id, target: u.id, from: a.from, at: a.at });
    out.push({ type: 'hold' });
    return out;
  }
  if (act.stage === 'barrage') {
    for (const f of barrageShooters(s, u, act.barrage))
      for (const t of s.units) {
        if (!t.alive || t.owner === u.owner) continue;
        // One move per choice of spaces at a 2-space target (HoN p.7 L478-486).
        for (const a of shotAims(s, board, f, 0, t)) out.push(a === null ? { type: 'barrage-fire', unit: f.id, target: t.id } : { type: 'barrage-fire', unit: f.id, target: t.id, from: a.from, at: a.at });
      }
    out.push({ type: 'stop' });
    return out;
  }
  // A Stratagem decoy stays still (HoN p.12 L985): it may only be passed.
  if (isDecoy(u)) return [act.stage === 'start' ? { type: 'pass' } : { type: 'stop' }];
  // A Goliath in an enemy's space: its detonation only (HoN p.10 L840, [derived]).
  if (isGoliath(u) && s.units.some((o) => o.alive && o.owner !== u.owner && o.carrier === null && o.id !== u.id && covers(o, u.x, u.y))) return [{ type: 'detonate' }];
  if (u.carrier !== null) {
    // Aboard: get out at the start of the move, or stay (HoN p.15 L1355).
    for (const q of disembarkSquares(s, board, u, act)) out.push({ type: 'disembark', x: q.x, y: q.y });
    out.push(act.stage === 'start' ? { type: 'pass' } : { type: 'stop' });
    return out;
  }
  out.push(...cardMoves(s, p));
  if (act.stage === 'start' && fuelAllowed(s)) out.push({ type: 'equipment', item: 'fuel' });
  if (act.stage === 'start') out.push(...hardboiledMoves(s, p));
  // At any point of its move, a Supply-phase move included (HoN p.10 L840, review finding 5).
  if (act.stage !== 'fired' && isGoliath(u)) out.push({ type: 'detonate' });
  if (act.stage === 'start' && !act.supply) startAttacks(s, board, u, act, out);
  if (!act.supply) fireMoves(s, board, u, act, out);
  if (act.stage !== 'fired') moveMoves(s, board, u, act, out);
  // At the end of an infantry move, on adjacent enemy vehicles, several at once (HoN p.11 L903-905).
  if (act.stage !== 'fired' || s.bombs.some((b) => b.placer === u.id)) for (const v of bombTargets(s, u)) out.push({ type: 'sticky-bomb', vehicle: v.id });
  // A 2-space vehicle standing diagonally with a closed side space goes on while it can (HoN p.6 L380).
  if (act.stage === 'start' || mayEndAt(s, board, u) || !out.some((m) => m.type === 'turn' || m.type === 'step')) out.push(act.stage === 'start' ? { type: 'pass' } : { type: 'stop' });
  return out;
}

/** Attacks only a unit that has done nothing yet may make: grenades, Raffica, blasts, structures, equipment. */
function startAttacks(s: State, board: Board, u: Unit, act: Activation, out: Move[]): void {
  out.push(...grenadeMoves(s, board, u), ...rafficaMoves(s, board, u), ...aoeMoves(s, board, u));
  for (const tile of demolishable(s, board, u)) out.push({ type: 'demolish', tile });
  // Equipment attacks instead of the unit's own (HoN p.10 L772-774).
  for (const t of panzerfaustTargets(s, board, u)) out.push({ type: 'panzerfaust', target: t.id });
  for (const q of rifleGrenadePoints(s, board, u)) out.push({ type: 'launch', item: 'rifleGrenade', px: q.px, py: q.py });
  for (const q of heShellPoints(s, board, u, act.weaponsUsed)) out.push({ type: 'launch', item: 'heShells', px: q.px, py: q.py });
}

/**
 * Fire: only a unit that has not moved (L456), or a Fire on the Move weapon during the move (L464, L1179);
 * each weapon once, one weapon a turn after Crew damage (L462, L528).
 */
function fireMoves(s: State, board: Board, u: Unit, act: Activation, out: Move[]): void {
  if (u.damage.includes('crew') && act.weaponsUsed.length > 0) return;
  const weapons = weaponsOf(u);
  const suppressive = hasAbility(u, 'suppressiveFire');
  for (let w = 0; w < weapons.length; w++) {
    if (act.weaponsUsed.includes(w)) continue;
    if (act.stage === 'moving' && weapons[w]!.fireOnTheMove === null) continue;
    for (const t of s.units) {
      if (!t.alive || t.owner === u.owner) continue;
      // A 2-space firer or target: one move per choice of spaces that sees (HoN p.7 L478-486).
      for (const a of shotAims(s, board, u, w, t)) {
        if (a === null) {
          out.push({ type: 'fire', target: t.id, weapon: w });
          if (suppressive) out.push({ type: 'fire', target: t.id, weapon: w, mode: 'suppressive' });
        } else {
          out.push({ type: 'fire', target: t.id, weapon: w, from: a.from, at: a.at });
          if (suppressive) out.push({ type: 'fire', target: t.id, weapon: w, mode: 'suppressive', from: a.from, at: a.at });
        }
      }
    }
  }
}

/** Steps, turns, assaults and what may end a move (Opportunity Fire face, boarding, hiding, charges). */
function moveMoves(s: State, board: Board, u: Unit, act: Activation, out: Move[]): void {
  for (let d = 0; d < 8; d++) if (stepOf(s, board, u, act, d)) out.push({ type: 'step', dir: d });
  if (canTurn(u, act)) {
    for (const facing of [(u.facing + 1) % 8, (u.facing + 7) % 8]) if (turnAllowed(s, board, u, act, facing)) out.push({ type: 'turn', facing });
  }
  if (!act.supply && !act.stopped) {
    const left = mpLeft(u, act);
    for (const t of s.units) if (canAssault(s, board, u, t, left)) out.push({ type: 'assault', target: t.id });
  }
  if (hasAbility(u, 'opportunityFire') && !u.overwatch && !isVehicle(u)) out.push({ type: 'overwatch' });
  // At the end of a move, only where it may end (L1369).
  if (tripodFlip(u, act) && (act.stage === 'start' || mayEndAt(s, board, u))) out.push({ type: 'tripod' });
  for (const v of boardable(s, u, act)) out.push({ type: 'embark', vehicle: v.id });
  if (mayHide(s, board, u)) out.push({ type: 'hide' });
  // At the end of its move, in the Activation or the Supply phase (HoN p.10 L826-828).
  for (const tile of chargeableStructures(s, u)) out.push({ type: 'demolition-charge', tile });
}

/**
 * Treppiede (HoN p.15 L1367-1373): the unit flips once per move, at its start or its end, a move of
 * zero spaces included; in a Supply-phase move too (L602). Flipped at the start, the move goes on
 * with the other face's characteristics and may not flip again.
 */
export function tripodFlip(u: Unit, act: Activation): boolean {
  if (act.flipped || !hasAbility(u, 'tripod') || isVehicle(u)) return false;
  return act.stage === 'start' || act.stage === 'moving';
}

/** A turn in place (HoN p.6 L372); a 2-space vehicle's rear must swing into an open space, and not leave it stuck diagonally (L380). */
function turnAllowed(s: State, board: Board, u: Unit, act: Activation, facing: number): boolean {
  if (!turnOpen(s, board, u, facing)) return false;
  return mayEndAt(s, board, withUnit(u, { facing })) || mpLeft(u, act) - 1 >= 1;
}

function directiveMoves(s: State, p: Player): Move[] {
  const out: Move[] = [];
  for (const o of directiveOfficers(s, p)) for (const d of DIRECTIVE_IDS) out.push({ type: 'directive', unit: o.id, directive: d });
  out.push({ type: 'end-step' });
  return out;
}

function orderMoves(s: State, p: Player): Move[] {
  const out: Move[] = [];
  const token = nextToken(s, p);
  if (token !== null) for (const u of placeable(s, p, token)) out.push({ type: 'place', unit: u.id, token });
  if (token !== null && !ordersOwed(s, p, token)) for (const m of smokeHolders(s, p)) out.push({ type: 'place-smoke', smoke: m.id, token });
  out.push(...cardMoves(s, p));
  if (mayEndOrders(s, p)) out.push({ type: 'end-orders' });
  return out;
}

function supplyMoves(s: State, board: Board, p: Player, supply: NonNullable<State['supply']>): Move[] {
  const out: Move[] = [];
  if (supply.step === 'mgNest') {
    // On open ground outside the enemy's deployment zone (L1081).
    for (const q of nestSquares(s, p, (x, y) => terrainAt(board, x, y) === OPEN && !wreckAt(s, x, y))) out.push({ type: 'mg-nest', x: q.x, y: q.y });
  } else if (supply.step === 'initiative') {
    out.push({ type: 'keep-initiative' });
  } else if (supply.step === 'movement') {
    // Decoys stay still (HoN p.12 L985).
    for (const u of s.units) if (u.owner === p && supplyMover(u) && !isDecoy(u)) out.push({ type: 'supply-move', unit: u.id });
    for (const u of s.units) if (u.owner === p && mayLayPosition(s, board, u)) out.push({ type: 'position', unit: u.id });
    for (const u of s.units) if (u.owner === p && mayConceal(s, board, u)) out.push({ type: 'conceal', unit: u.id });
  } else if (supply.step === 'actions') {
    out.push(...cardMoves(s, p), ...hardboiledMoves(s, p));
  } else if (!supply.drawing) {
    for (const c of new Set(s.sides[p].hand)) out.push({ type: 'discard', card: c });
  } else {
    // Improvisation's discard (L1075): one card, nothing else.
    return [...new Set(s.sides[p].hand)].map((c) => ({ type: 'discard', card: c }) as const);
  }
  out.push({ type: 'end-step' });
  return out;
}

// One die's six outcomes, built once: moves are plain data and nothing mutates them (a listing of
// them is asked at every roll).
const D6: readonly ChanceOutcome<Move>[] = dieOutcomes(6, (face) => ({ type: 'die', face }));
const d6 = (): ChanceOutcome<Move>[] => D6 as ChanceOutcome<Move>[];

export function chanceOutcomesOf(s: State): ChanceOutcome<Move>[] {
  const d = s.draws[0];
  if (d) {
    const deck = s.sides[d.player].deck;
    const counts = Object.entries(deck).filter(([, n]) => n > 0) as [string, number][];
    return drawOutcomes(counts, (card) => ({ type: 'draw', card }));
  }
  // Dice a Veteran marker may reroll are rolled one by one (HoN p.12 L995).
  if (s.vetRoll) return d6();
  if (s.demolition && s.demolition.queue.length === 0 && vetRollOpen(s, [s.demolition.attacker])) return d6();
  // The anti-aircraft die of an Aviation card (HoN p.8 L590).
  if (s.aa) return d6();
  if (s.scatter || s.smokeThrow) return d6();
  if (s.demolition) return s.demolition.queue.length === 0 ? destructionOutcomes(s.demolition.dice) : d6();
  const atk = s.attack;
  if (!atk) return [];
  if (atk.stage === 'roll' && atk.kind === 'assault') {
    // With a Veteran marker in play the dice are rolled one by one, so that any one may be rerolled (L995).
    if (atk.reroll !== null || atk.dice.length > 0 || veteranPlayers(s, withPendingAttack(atk, { declined: [] })).length > 0) return d6();
    return assaultOutcomes(atk.attackerDice, atk.defenderDice);
  }
  if (atk.stage === 'damage' && atk.reroll === null) {
    // Positive Waves: the attacker rolls two dice and the owner picks one (L1286).
    const t = unitById(s, atk.target);
    if (t && hasAbility(t, 'positiveWaves')) {
      const p = rational(1, 36);
      const out: ChanceOutcome<Move>[] = [];
      for (let first = 1; first <= 6; first++) for (let second = 1; second <= 6; second++) out.push({ move: { type: 'two-dice', first, second }, p });
      return out;
    }
  }
  if (atk.stage === 'roll' || atk.stage === 'damage') return d6();
  return [];
}
