/**
 * The standard command deck: 60 cards, 40 section and 20 tactic (M44 p.3 [L76], p.6 [L189-203];
 * composition and effects from digest Appendix A, EXTERNAL). Each row says how the card orders
 * units; effects beyond ordering live in src/cards/, one module per tactic card.
 */
import { z } from 'zod';
import type { UnitType } from './units.js';

export const CARD_IDS = [
  'recon-left',
  'recon-center',
  'recon-right',
  'probe-left',
  'probe-center',
  'probe-right',
  'attack-left',
  'attack-center',
  'attack-right',
  'assault-left',
  'assault-center',
  'assault-right',
  'general-advance',
  'pincer-move',
  'recon-in-force',
  'air-power',
  'ambush',
  'armor-assault',
  'artillery-bombard',
  'barrage',
  'behind-enemy-lines',
  'close-assault',
  'counter-attack',
  'dig-in',
  'direct-from-hq',
  'firefight',
  'infantry-assault',
  'medics-and-mechanics',
  'move-out',
  'their-finest-hour',
] as const;
export const CardIdSchema = z.enum(CARD_IDS);
export type CardId = (typeof CARD_IDS)[number];

/** Sections seen from the player who plays the card: 0 left flank, 1 centre, 2 right flank. */
export type Section = 0 | 1 | 2;
/** Stands for "all units" in an order count (Assault, M44 Appendix A). */
export const ALL = 99;

export type OrderSpec =
  /** n units per section, [left, centre, right]. */
  | { readonly kind: 'sections'; readonly counts: readonly [number, number, number] }
  /** Up to n units anywhere, optionally of given types and adjacent or not to an enemy. */
  | {
      readonly kind: 'units';
      readonly count: number;
      readonly types?: readonly UnitType[];
      readonly adjacent?: 'enemy' | 'no-enemy';
      /** With no unit matching, order 1 unit of your choice instead. */
      readonly fallback: boolean;
    }
  /** All units of the types in ONE section of the player's choice (Infantry Assault). */
  | { readonly kind: 'section-choice'; readonly types: readonly UnitType[]; readonly fallback: boolean }
  /** No unit ordered by the card itself (Barrage, Air Power, Ambush...). */
  | { readonly kind: 'none' };

export interface CardRow {
  readonly id: CardId;
  readonly name: string;
  readonly type: 'section' | 'tactic';
  readonly copies: number;
  readonly order: OrderSpec;
  /**
   * The draw at the end of the turn: one card, or two of which one is kept (the three Recon cards
   * only: "draw 2, keep 1", digest Appendix A; Recon in Force orders units and draws one).
   */
  readonly draw: 'one' | 'two-keep-one';
  readonly rule: string;
}

const sec = (
  id: CardId,
  name: string,
  copies: number,
  counts: readonly [number, number, number],
  draw: CardRow['draw'] = 'one',
): CardRow => ({
  id,
  name,
  type: 'section',
  copies,
  order: { kind: 'sections', counts },
  draw,
  rule: 'M44 p.6 [L191-193]; digest Appendix A',
});

const tac = (id: CardId, name: string, copies: number, order: OrderSpec): CardRow => ({
  id,
  name,
  type: 'tactic',
  copies,
  order,
  draw: 'one',
  rule: 'M44 p.6 [L199-203]; digest Appendix A',
});

export const CARDS: Readonly<Record<CardId, CardRow>> = {
  'recon-left': sec('recon-left', 'Recon Left Flank', 2, [1, 0, 0], 'two-keep-one'),
  'recon-center': sec('recon-center', 'Recon Centre', 2, [0, 1, 0], 'two-keep-one'),
  'recon-right': sec('recon-right', 'Recon Right Flank', 2, [0, 0, 1], 'two-keep-one'),
  'probe-left': sec('probe-left', 'Probe Left Flank', 4, [2, 0, 0]),
  'probe-center': sec('probe-center', 'Probe Centre', 5, [0, 2, 0]),
  'probe-right': sec('probe-right', 'Probe Right Flank', 4, [0, 0, 2]),
  'attack-left': sec('attack-left', 'Attack Left Flank', 3, [3, 0, 0]),
  'attack-center': sec('attack-center', 'Attack Centre', 4, [0, 3, 0]),
  'attack-right': sec('attack-right', 'Attack Right Flank', 3, [0, 0, 3]),
  'assault-left': sec('assault-left', 'Assault Left Flank', 2, [ALL, 0, 0]),
  'assault-center': sec('assault-center', 'Assault Centre', 2, [0, ALL, 0]),
  'assault-right': sec('assault-right', 'Assault Right Flank', 2, [0, 0, ALL]),
  'general-advance': sec('general-advance', 'General Advance', 1, [2, 2, 2]),
  'pincer-move': sec('pincer-move', 'Pincer Move', 1, [2, 0, 2]),
  'recon-in-force': sec('recon-in-force', 'Recon in Force', 3, [1, 1, 1]),
  'air-power': tac('air-power', 'Air Power', 1, { kind: 'none' }),
  ambush: tac('ambush', 'Ambush', 1, { kind: 'none' }),
  'armor-assault': tac('armor-assault', 'Armor Assault', 2, { kind: 'units', count: 4, types: ['armor'], fallback: true }),
  'artillery-bombard': tac('artillery-bombard', 'Artillery Bombard', 1, { kind: 'units', count: ALL, types: ['artillery'], fallback: true }),
  barrage: tac('barrage', 'Barrage', 1, { kind: 'none' }),
  'behind-enemy-lines': tac('behind-enemy-lines', 'Behind Enemy Lines', 1, { kind: 'units', count: 1, types: ['infantry'], fallback: true }),
  'close-assault': tac('close-assault', 'Close Assault', 1, { kind: 'units', count: ALL, types: ['infantry', 'armor'], adjacent: 'enemy', fallback: false }),
  'counter-attack': tac('counter-attack', 'Counter-Attack', 2, { kind: 'none' }),
  'dig-in': tac('dig-in', 'Dig-In', 1, { kind: 'units', count: 4, types: ['infantry'], fallback: true }),
  'direct-from-hq': tac('direct-from-hq', 'Direct from HQ', 2, { kind: 'units', count: 4, fallback: false }),
  firefight: tac('firefight', 'Firefight', 1, { kind: 'units', count: 4, adjacent: 'no-enemy', fallback: false }),
  'infantry-assault': tac('infantry-assault', 'Infantry Assault', 2, { kind: 'section-choice', types: ['infantry'], fallback: true }),
  'medics-and-mechanics': tac('medics-and-mechanics', 'Medics & Mechanics', 1, { kind: 'none' }),
  'move-out': tac('move-out', 'Move Out!', 2, { kind: 'units', count: 4, types: ['infantry'], fallback: true }),
  'their-finest-hour': tac('their-finest-hour', 'Their Finest Hour', 1, { kind: 'none' }),
};

/** The full deck as counts per card id; totals 60 (M44 p.3 [L76]). */
export const STANDARD_DECK: Readonly<Record<CardId, number>> = Object.fromEntries(
  CARD_IDS.map((id) => [id, CARDS[id].copies]),
) as Record<CardId, number>;

/** Young Generals: section cards only (M44 p.22 [L963]). */
export const SECTION_DECK: Readonly<Record<CardId, number>> = Object.fromEntries(
  CARD_IDS.map((id) => [id, CARDS[id].type === 'section' ? CARDS[id].copies : 0]),
) as Record<CardId, number>;
