/**
 * Sticky Bomb / Magnetic Mine (HoN p.11 L901-905): an infantry unit next to an enemy vehicle at the
 * end of its move may place bombs on it, several at once; a bomb moves with the vehicle and goes off
 * at the end of the Supply phase, without an area of effect, a heavy vehicle using its side defence.
 * "At the end" is read as after the MG Nests, before the initiative (step 8; review finding 12): a
 * vehicle destroyed there counts at the next victory check. The marker's attack is a stand-in.
 */
import { squareDistanceXY, type GameEvent } from '@esagono/kernel';
import type { PendingAttack, State, Unit } from '../state.js';
import { colorOf, isVehicle, kindOf, sideOf, unitById } from '../units.js';
import { AOE_MARKERS, markerBonus } from './aoe.js';
import { equipmentGroup, defenderItems } from './equipment.js';
import { playableCards } from '../cards/play.js';
import { withPendingAttack, withState } from '../speed/copy.js';

const ev = (e: Record<string, unknown> & { type: string; rule: string }): GameEvent => e as GameEvent;

/** Enemy vehicles `u` may put a bomb on now: next to it, the unit infantry with a marker (L903). */
export function bombTargets(s: State, u: Unit): Unit[] {
  if (kindOf(u) !== 'infantry' || u.carrier !== null || !equipmentGroup(s, u, 'stickyBomb')) return [];
  return s.units.filter((v) => v.alive && v.owner !== u.owner && isVehicle(v) && v.carrier === null && !v.hidden && squareDistanceXY(u.x, u.y, v.x, v.y) === 1);
}

/** The next bomb going off, as a pending attack; null when none is left on a standing vehicle. */
export function nextBomb(s: State, events: GameEvent[]): State | null {
  const k = s.bombs.findIndex((b) => unitById(s, b.vehicle)?.alive === true);
  if (k < 0) return null;
  const b = s.bombs[k]!;
  const t = unitById(s, b.vehicle)!;
  const placer = unitById(s, b.placer)!;
  events.push(ev({ type: 'bomb', rule: 'HoN p.11 L905', vehicle: t.id }));
  const def = sideOf(t).defense;
  const draft: PendingAttack = {
    kind: 'fire',
    mode: 'grenade',
    marker: 'stickyBomb',
    attacker: placer.id,
    target: t.id,
    weapon: 0,
    opportunity: false,
    attackMod: markerBonus(AOE_MARKERS.stickyBomb, colorOf(t)) ?? 0,
    defenseMod: 0,
    // A heavy vehicle's side (L905); a light vehicle its value.
    defense: def.color === 'grey' ? def.side : def.value,
    fromX: t.x,
    fromY: t.y,
    attackerDice: 1,
    defenderDice: 1,
    piercing: false,
    retreatUnit: null,
    queue: [],
    stage: 'roll',
    equipment: [],
    faces: [],
    round: 1,
    bonuses: [],
    aims: [],
    aim: null,
    declined: [],
    veteranOf: 'fire',
    dice: [],
    reroll: null,
  };
  // The defender may still react before the roll (cards, Additional Shielding; L776-788).
  const reacts = playableCards(withState(s, { attack: draft }), t.owner, 'reaction').length > 0 || defenderItems(withState(s, { attack: draft })).length > 0;
  return withState(s, { bombs: s.bombs.filter((_, i) => i !== k), attack: withPendingAttack(draft, { stage: reacts ? 'reaction' : 'roll' }) });
}
