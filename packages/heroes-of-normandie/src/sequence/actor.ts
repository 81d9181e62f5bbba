/**
 * Who decides now, derived from the state (never stored): chance for dice and draws; the target's
 * owner in a reaction window; the retreating or displaced unit's owner; the opponent of a moving
 * unit when it may Opportunity Fire (HoN p.9 L687-693, p.15 L1256-1260); else the active player.
 */
import type { Actor } from '@esagono/kernel';
import { compileBoard } from '../map/board.js';
import { contextOf } from '../context.js';
import { canFireAt } from '../combat/fire.js';
import { terrainHere } from '../movement/move.js';
import { other, type Player, type State, type Unit } from '../state.js';
import { hasAbility, unitById } from '../units.js';
import { veteranPlayers, vetRollPlayers } from '../combat/veteran.js';

/** Units of the mover's opponent that may Opportunity Fire at it now. */
// Memo by state object in the game's context: the actor and the move list of one state ask the same question.
export function ofCandidates(s: State): Unit[] {
  const memo = contextOf(s).ofCandidates;
  let hit = memo.get(s);
  if (hit === undefined) {
    hit = computeOfCandidates(s);
    memo.add(s, hit);
  }
  return hit;
}

function computeOfCandidates(s: State): Unit[] {
  const a = s.activation;
  if (!a || a.supply || a.stage !== 'moving' || a.ofOffered || s.unload.length > 0 || s.attack !== null || s.displace !== null || s.heroic !== null || s.gap !== null) return [];
  const mover = unitById(s, a.unit);
  if (!mover || !mover.alive) return [];
  const board = compileBoard(s.battlefield);
  const out: Unit[] = [];
  for (const u of s.units) {
    if (!u.alive || u.owner === mover.owner || u.activated || u.acted || u.carrier !== null) continue;
    // Terrain OF: a unit not yet activated on an OF element (L689); ability OF: flipped (L1260, review finding 8).
    const terrainOF = terrainHere(s, board, u.x, u.y).opportunityFire;
    const abilityOF = u.overwatch && hasAbility(u, 'opportunityFire');
    if (!terrainOF && !abilityOF) continue;
    if (canFireAt(s, board, u, 0, mover).ok) out.push(u);
  }
  return out;
}

export function actorOf(s: State): Actor<Player> {
  if (s.phase === 'over') return { kind: 'terminal' };
  if (s.unload.length > 0) {
    const p = unitById(s, s.unload[0]!);
    return { kind: 'player', player: p ? p.owner : 'US' };
  }
  // A Veteran window on a roll outside an attack, once its dice are all known (HoN p.12 L995).
  if (s.vetRoll && s.vetRoll.reroll === null && s.vetRoll.dice.length === s.vetRoll.need) return { kind: 'player', player: vetRollPlayers(s)[0] ?? 'US' };
  if (s.draws.length > 0 || s.vetRoll !== null || s.scatter !== null || s.demolition !== null || s.aa !== null) return { kind: 'chance' };
  if (s.smokeThrow) {
    if (s.smokeThrow.aimed) return { kind: 'chance' };
    const id = s.smokeThrow.smoke;
    const m = s.smokes.find((x) => x.id === id);
    return { kind: 'player', player: m ? m.owner : 'US' };
  }
  if (s.attack) {
    if (s.attack.stage === 'roll' || s.attack.stage === 'damage') return { kind: 'chance' };
    if (s.attack.stage === 'veteran') return { kind: 'player', player: veteranPlayers(s, s.attack)[0] ?? 'US' };
    // The attacker announces equipment; the target's owner reacts, picks a Positive Waves die or a substitute.
    const who = unitById(s, s.attack.stage === 'retreat' ? (s.attack.retreatUnit ?? '') : s.attack.stage === 'declare' ? s.attack.attacker : s.attack.target);
    return { kind: 'player', player: who ? who.owner : 'US' };
  }
  if (s.gap) return { kind: 'player', player: s.gap };
  if (s.heroic) {
    const u = unitById(s, s.heroic);
    return { kind: 'player', player: u ? u.owner : 'US' };
  }
  if (s.displace) {
    const u = unitById(s, s.displace);
    return { kind: 'player', player: u ? u.owner : 'US' };
  }
  if (s.activation) {
    if (ofCandidates(s).length > 0) return { kind: 'player', player: other(s.activation.player) };
    return { kind: 'player', player: s.activation.player };
  }
  if (s.phase === 'orders') return { kind: 'player', player: s.directing ?? s.placing };
  if (s.phase === 'supply' && s.supply) return { kind: 'player', player: s.supply.player };
  return { kind: 'terminal' };
}
