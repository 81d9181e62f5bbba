/**
 * One game's context: the caches and scratch space the rules keep between calls, in one value
 * per scenario object. It is built with the board's static facts (`boardOf(scenario)`, the one
 * lookup from a state to its game) and travels with them: the rules hand `b: BoardInfo` to every
 * function that reads the board, and `b.memo` is this context. Games on different scenarios (or
 * boards, M44-OVL) never share a cache, so playing them side by side in one process cannot change
 * an answer.
 *
 * Validity rule: every entry is either a pure function of the scenario (tables built on first use)
 * or remembers a pure function of immutable values that it keys by identity (a state, its units
 * array, its obstacle record, its deck, a turn). States are never mutated, so an entry is right for
 * as long as its key lives; an entry may be dropped at any time and only costs a recomputation.
 * The per-state caches keep the last few keys (`recent`), so memory stays bounded. Two carry-overs
 * hand an entry from a state to the next one when a step changes nothing it read
 * (`carryOccupancy`, and the movement searches in sequence/move.ts): each names what it checks.
 *
 * Outside the contexts, and why:
 * - `boardOf`'s registry (board/static.ts) finds a scenario's board and context: the one lookup.
 * - set-up's initial states per set-up (game.ts): they exist before any game, and handing each game
 *   of one set-up the same scenario object is what lets those games share one context.
 * - memos of pure functions of a small key and constant data, the same for every game: dice
 *   distributions per number of dice (battle/dice.ts), the last card's effect (units/updates.ts),
 *   one event list per move type and rule (sequence/table.ts), the line drawn between two hexes
 *   of a geometry (board/los.ts).
 */
import { createPathSearch, type ChanceOutcome, type PathSearch } from '@esagono/kernel';
import type { ObstacleRow } from '../data/obstacles.js';
import type { CARDS, CardId } from '../data/cards.js';
import type { DeckMemo } from '../cards/deck.js';
import type { Move, State, Turn, Unit } from '../state.js';
import { recent, type Recent } from '../util/recent.js';
import type { TargetMemo } from '../battle/targets.js';
import type { Searches } from '../sequence/move.js';
import type { MoveRules } from '../movement/movement.js';
import type { AllianceMove, AllianceState } from '../variants/alliance.js';
import type { OverlordMove, OverlordState } from '../variants/overlord/overlord.js';
import { CELLS } from './geometry.js';

/** The short movement search's scratch space (movement.ts): stamps instead of clearing between searches. */
export interface SearchScratch {
  stamp: number;
  /** A stamp per hex once it is a destination, and its index in the result. */
  readonly bestMark: Int32Array;
  readonly bestAt: Int32Array;
  /** The first steps of a short search: hex << 2 | stopped << 1 | no-battle, and steps costing 2. */
  readonly first: Int32Array;
  readonly dear: Int32Array;
}

export interface GameMemo extends DeckMemo {
  /** Unit index per hex, by units array (board/occupancy.ts). */
  readonly occupancy: Recent<readonly unknown[], Int16Array>;
  /** Every hex's obstacle for the last obstacle record (terrain/effects.ts). */
  gridRecord: State['obstacles'] | null;
  grid: readonly (ObstacleRow | null)[];
  /** Movement step tables by unit type and Behind Enemy Lines, and the terrain bits (movement.ts). */
  readonly steps: (Int32Array | undefined)[];
  terrainBits: Uint8Array | null;
  readonly scratch: SearchScratch;
  /** The kernel's path search over (hex, path state): beach and no-battle flags (movement.ts). */
  readonly paths: PathSearch;
  /** Memoir's movement rules as that search reads them, set for each search (movement.ts). */
  moveRules: MoveRules | null;
  /** Legal moves per state, and each state's movement searches by order (sequence/table.ts, sequence/move.ts). */
  readonly legal: Recent<State, readonly Move[]>;
  readonly searches: Recent<State, Searches>;
  /** Battle targets per unit for the last position (battle/targets.ts). */
  targets: TargetMemo | null;
  /** Size of the last deck asked about (sequence/draw.ts). */
  sizedDeck: State['deck'] | null;
  sizedCount: number;
  /** Units that may be ordered, per turn, and the card's candidates per units array (orders/orders.ts). */
  readonly orderable: Recent<Turn, { readonly s: State; readonly fallback: boolean; readonly out: Unit[] }>;
  readonly candidates: Recent<readonly Unit[], { readonly key: number; readonly c: { readonly units: readonly Unit[]; readonly masks: readonly number[] } }>;
  /** Chance outcomes per state, and the airdrop's outcomes (game.ts, sequence/play.ts). */
  readonly chance: Recent<State, readonly ChanceOutcome<Move>[]>;
  drops: readonly ChanceOutcome<Move>[] | null;
  /** The last card asked about in order listing, and its order spec (orders/orders.ts). */
  specCard: CardId | null;
  specLast: (typeof CARDS)[CardId]['order'] | null;
  /** Legal moves per state of the Operation Alliance and Overlord variants (variants/). */
  readonly allianceLegal: Recent<AllianceState, readonly AllianceMove[]>;
  readonly overlordLegal: Recent<OverlordState, readonly OverlordMove[]>;
}

export function newMemo(): GameMemo {
  return {
    occupancy: recent(8),
    gridRecord: null,
    grid: [],
    steps: [undefined, undefined, undefined, undefined, undefined, undefined],
    terrainBits: null,
    scratch: {
      stamp: 0,
      bestMark: new Int32Array(CELLS),
      bestAt: new Int32Array(CELLS),
      first: new Int32Array(6),
      dear: new Int32Array(6),
    },
    paths: createPathSearch(CELLS, 4),
    moveRules: null,
    legal: recent(8),
    searches: recent(8),
    targets: null,
    sizedDeck: null,
    sizedCount: 0,
    orderable: recent(4),
    candidates: recent(4),
    chance: recent(4),
    drops: null,
    countedDeck: null,
    counted: [],
    specCard: null,
    specLast: null,
    allianceLegal: recent(4),
    overlordLegal: recent(4),
  };
}
