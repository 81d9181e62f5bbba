/**
 * The presenter interface: what a title tells the playground so the page can draw it and
 * play it. A presenter only reads a player's `view` (never the full state), so the page
 * shows each player only what the rules let them know.
 */
import type { Determinizer, GameDefinition, GameEvent, Rational } from '@esagono/kernel';

/** A board cell (hex or square) as an SVG polygon with a stable element id. */
export interface Cell {
  /** Element id, unique on the board, e.g. `h:3,4` or `sq:red-2`. */
  readonly id: string;
  readonly points: readonly (readonly [number, number])[];
  readonly cx: number;
  readonly cy: number;
  readonly fill: string;
  /** Short text drawn in the cell (a hex number, a terrain abbreviation). */
  readonly label?: string;
  /** Tooltip: terrain name and anything else worth knowing. */
  readonly title: string;
}

/** A feature drawn along a hexside or square edge (river, hedge, wall). */
export interface EdgeMark {
  readonly a: readonly [number, number];
  readonly b: readonly [number, number];
  readonly color: string;
  readonly width: number;
  readonly title: string;
}

/** A unit on a cell, with the values a player reads off its counter or figures. */
export interface Piece {
  readonly id: string;
  readonly at: string;
  readonly color: string;
  /** Main text, e.g. `INF` or `3-4-5`. */
  readonly text: string;
  /** Second line, e.g. figure count `●●●○`. */
  readonly sub?: string;
  readonly shape: 'round' | 'square';
  /** Drawn with a ring: ordered, activated or otherwise marked this turn. */
  readonly ring?: boolean;
  readonly title: string;
}

/** A marker on a cell: objective medal, obstacle, control. */
export interface Marker {
  readonly at: string;
  readonly glyph: string;
  readonly color: string;
  readonly title: string;
}

export interface BoardDrawing {
  readonly width: number;
  readonly height: number;
  /**
   * The title's own picture of the position (an SVG document as text, from the title's renderer),
   * drawn under the cells: the cells then are transparent hit areas laid over it, and `pieces`
   * and `markers` may be empty because the picture shows them. The same picture as the CLI's.
   */
  readonly picture?: string;
  readonly cells: readonly Cell[];
  readonly edges: readonly EdgeMark[];
  readonly pieces: readonly Piece[];
  readonly markers: readonly Marker[];
}

/** A card or chit the viewer holds or must choose among; `id` is an element id (`card:...`). */
export interface HandCard {
  readonly id: string;
  readonly label: string;
  /** Kind of card, shown small (`section`, `tactic`). */
  readonly detail?: string;
  /** What the card says, printed on it. */
  readonly text?: string;
}

/** How the page asks for the board: hex coordinates on demand. */
export interface BoardOptions {
  readonly coordinates: boolean;
}

/** One line of the log: the move, or one thing it changed, with the rule that did it. */
export interface LogLine {
  readonly text: string;
  readonly rule?: string;
}

/**
 * The odds of a roll before it is made: the dice and each reason for their number, and the exact
 * distribution of what they do (probabilities from the kernel's exact dice distributions).
 */
export interface ChanceDisplay {
  /** What is rolled for, e.g. `Allies infantry at (6, 12) battles Axis infantry at (5, 11)`. */
  readonly title: string;
  /** The dice in short, e.g. `3 dice`. */
  readonly total: string;
  readonly terms: readonly { readonly label: string; readonly value: string; readonly rule: string }[];
  /** Named outcomes with exact probabilities, e.g. `2 hits`, `eliminated`, `at least 1 flag`. */
  readonly rows: readonly { readonly label: string; readonly p: Rational }[];
  readonly rule: string;
}

export interface HandGroup {
  readonly title: string;
  readonly cards: readonly HandCard[];
}

/**
 * Which board elements a move belongs to: `to` is clicked to play it; `from`, when set,
 * must be selected first (a unit to move, a unit that fires). Moves with no anchor go to
 * the side panel as buttons.
 */
export interface Anchor {
  readonly from?: string;
  readonly to: string;
}

export interface ScenarioEntry<Setup> {
  readonly id: string;
  readonly name: string;
  readonly setup: Setup;
  /** What in this scenario is stand-in or unchecked data; shown on the page. */
  readonly note: string;
  readonly briefing?: string;
}

/** A set-up choice beside the scenario (a variant, an optional rule): `apply` turns a scenario's set-up into it. */
export interface SetupOption<Setup> {
  readonly id: string;
  readonly name: string;
  /** The rule or rulebook page of the option. */
  readonly rule: string;
  apply(setup: Setup): Setup;
}

export interface PlayerStyle {
  readonly name: string;
  readonly color: string;
}

export interface Presenter<State, Move, Player extends string, Setup, View> {
  readonly id: string;
  readonly name: string;
  readonly game: GameDefinition<State, Move, Player, Setup, View, GameEvent>;
  /** What data of the title is stand-in or incomplete; shown on the page. */
  readonly note: string;
  readonly scenarios: readonly ScenarioEntry<Setup>[];
  /** Variants or optional rules offered with every scenario; the page adds "standard" (none). */
  readonly setupOptions?: readonly SetupOption<Setup>[];
  readonly players: Readonly<Record<Player, PlayerStyle>>;
  /** Hides what `me` may not know, for search bots (see kernel `Determinizer`). */
  readonly determinize?: Determinizer<State, Player>;
  /** Bot settings for this title's size of game. */
  readonly mcts?: { readonly iterations?: number; readonly timeMs?: number; readonly rolloutMoves?: number };
  /**
   * The board as `view`'s player sees it. `state` is given for a title whose renderer draws from
   * the state: such a renderer must read only what every player sees (never a hand or the deck).
   */
  board(view: View, setup: Setup, options: BoardOptions, state: State): BoardDrawing;
  hand(view: View): readonly HandGroup[];
  status(view: View): readonly { readonly label: string; readonly value: string }[];
  /** The move in words, for buttons, chance choices and the log. */
  describe(move: Move, view: View): string;
  anchor(move: Move, view: View): Anchor | null;
  /** The decision pending for `player`, in words, with its rule reference. */
  prompt(view: View, moves: readonly Move[], player: Player): string;
  /**
   * Whether the details of `move` are hidden from the owner of `before` (a card drawn
   * into the opponent's hand): the log then says only that something secret happened.
   * `before` and `after` are that player's views around the move.
   */
  secret?(move: Move, before: View, after: View): boolean;
  /** The rule a move applies, for log lines whose events carry none. */
  ruleOf?(move: Move): string | undefined;
  /**
   * The log of one move as `viewer` may know it (null: an onlooker who holds no hand): the move
   * first, then every change it made, each with its rule. It is given the full states around the
   * move and must leave out what `viewer` may not know, and nothing more. Without it the page
   * writes `describe` and `secret` with the events' rules.
   */
  narrate?(before: State, move: Move, after: State, viewer: Player | null): readonly LogLine[];
  /**
   * The odds of the roll a legal move would lead to (a battle declared on a target), shown when
   * the target is chosen or hovered; null for moves that lead to no roll. Public facts only.
   */
  odds?(state: State, move: Move): ChanceDisplay | null;
  /** The odds of the chance move now pending (dice about to be rolled), or null. */
  pending?(state: State): ChanceDisplay | null;
  /**
   * A question the deciding player can answer only one way, and whose asking hides something
   * from a remote opponent only (Memoir '44's Ambush without the card): on one shared screen the
   * page answers it for them instead of passing the device. Null when the question is real.
   */
  autoAnswer?(view: View, moves: readonly Move[]): { readonly move: Move; readonly reason: string } | null;
}

/** A presenter with its type parameters erased, for the registry and the page. */
export type AnyPresenter = Presenter<unknown, unknown, string, unknown, unknown>;

/** Erases a presenter's types; the page only hands it values the same game produced. */
export function erase<State, Move, Player extends string, Setup, View>(
  p: Presenter<State, Move, Player, Setup, View>,
): AnyPresenter {
  return p as unknown as AnyPresenter;
}
