/**
 * German Actions Summary, turns 17–32 (DDOB 16; rulebook L2062–2072, headers garbled, cells usable;
 * every cell confirmed by the 2009 summary card, gap-fill §11, S1 `omaha_7_german_action.jpg`, whose
 * WN-unoccupied header reads "Unoccupied; in German communication", A-39). Only the table and the
 * classification are here: the actions themselves (16.1–16.9) are not implemented yet.
 */
import type { SquareContent } from '../cards/types.js';
import type { Provenance } from './provenance.js';

export type GermanActionColumn = 'wn-fof' | 'wn-no-fof' | 'wn-unoccupied' | 'rp-fof' | 'rp-no-fof' | 'rp-unoccupied' | 'tank';
export type GermanAction =
  | 'fire'
  | 'fire-armor'
  | 'fire-leaders'
  | 'none'
  | 're-occupy'
  | 'resupply-and-fire'
  | 'redeploy'
  | 'reinforce'
  | 'mortar'
  | 'patrol-all'
  | 'patrol-one'
  | 'artillery'
  | 'advance-or-fire'
  | 'advance'
  | 'ambush'
  | 'fire-or-move'
  | 'overrun'
  | 'move-or-fire'
  | 'move-and-fire'
  | 'aimed-fire';

export const GERMAN_ACTIONS_PROVENANCE: Provenance = { kind: 'rulebook', ref: 'DDOB German Actions Summary (L2062–2072), confirmed by S1 (2009)' };

export const GERMAN_ACTIONS: Readonly<Record<SquareContent, Readonly<Record<GermanActionColumn, GermanAction>>>> = {
  F: { 'wn-fof': 'fire', 'wn-no-fof': 'none', 'wn-unoccupied': 'none', 'rp-fof': 'fire', 'rp-no-fof': 'none', 'rp-unoccupied': 'none', tank: 'fire-or-move' },
  armor: { 'wn-fof': 'fire-armor', 'wn-no-fof': 'none', 'wn-unoccupied': 'none', 'rp-fof': 'fire-armor', 'rp-no-fof': 'none', 'rp-unoccupied': 'none', tank: 'fire-or-move' },
  leader: { 'wn-fof': 'fire-leaders', 'wn-no-fof': 'none', 'wn-unoccupied': 'none', 'rp-fof': 'fire-leaders', 'rp-no-fof': 'none', 'rp-unoccupied': 'none', tank: 'fire-or-move' },
  R: { 'wn-fof': 'fire', 'wn-no-fof': 'none', 'wn-unoccupied': 're-occupy', 'rp-fof': 'resupply-and-fire', 'rp-no-fof': 'redeploy', 'rp-unoccupied': 'reinforce', tank: 'overrun' },
  M: { 'wn-fof': 'fire', 'wn-no-fof': 'mortar', 'wn-unoccupied': 'none', 'rp-fof': 'fire', 'rp-no-fof': 'mortar', 'rp-unoccupied': 'none', tank: 'move-or-fire' },
  P: { 'wn-fof': 'fire', 'wn-no-fof': 'none', 'wn-unoccupied': 'none', 'rp-fof': 'patrol-all', 'rp-no-fof': 'patrol-one', 'rp-unoccupied': 'none', tank: 'move-and-fire' },
  A: { 'wn-fof': 'fire', 'wn-no-fof': 'artillery', 'wn-unoccupied': 'none', 'rp-fof': 'advance-or-fire', 'rp-no-fof': 'advance', 'rp-unoccupied': 'ambush', tank: 'aimed-fire' },
};

export interface ActionQuery {
  readonly kind: 'wn' | 'reinforcement';
  readonly occupied: boolean;
  readonly usInFof: boolean;
  /** The position has a DM (any of its hexes). */
  readonly hasDm: boolean;
  readonly content: SquareContent;
  readonly double: boolean;
}

/**
 * The action a position takes (DDOB 16, 16.21): an occupied position without a DM does nothing on a
 * double square, except a lone unit on R (Resupply); unoccupied positions ignore single/double.
 */
export function germanAction(q: ActionQuery): GermanAction {
  const column: GermanActionColumn =
    q.kind === 'wn' ? (!q.occupied ? 'wn-unoccupied' : q.usInFof ? 'wn-fof' : 'wn-no-fof') : !q.occupied ? 'rp-unoccupied' : q.usInFof ? 'rp-fof' : 'rp-no-fof';
  const action = GERMAN_ACTIONS[q.content][column];
  if (q.occupied && q.double && !q.hasDm && !(q.content === 'R' && column === 'rp-fof')) return 'none';
  return action;
}
