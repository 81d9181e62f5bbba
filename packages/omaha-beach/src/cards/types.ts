/** Card data types (DDOB 2.3, 5.1, 6.1; the Event section's codes are in omaha-beach-gapfill.md §6.2). */
export type TargetSymbol = 'diamond' | 'triangle' | 'circle';
export const TARGET_SYMBOLS: readonly TargetSymbol[] = ['diamond', 'triangle', 'circle'];
export type Colour = 'orange' | 'red' | 'purple' | 'blue' | 'green' | 'brown';
/** The fixed order in which colour squares are printed on the cards (gap-fill §6.1). */
export const COLOURS: readonly Colour[] = ['orange', 'red', 'purple', 'blue', 'green', 'brown'];
export type LandingLetter = 'A' | 'B' | 'C' | 'D';
/** What a Fire square carries: an action letter (turns 17–32), the armour-hit bonus or the leader star. */
export type SquareContent = 'F' | 'R' | 'M' | 'P' | 'A' | 'armor' | 'leader';
export type Division = '1st' | '29th';
export type Sector = 'East' | 'West';
export type Zone = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

export interface FireSquare {
  readonly colour: Colour;
  /** A double square fires only for positions holding a unit and a depth marker (DDOB 6.1). */
  readonly double: boolean;
  readonly content: SquareContent;
}

export type CardEvent =
  | { readonly kind: 'reinforce'; readonly zones: readonly Zone[]; readonly headline?: 'crisis' | 'plans' }
  | { readonly kind: 'depth-marker'; readonly eachSector: boolean }
  | { readonly kind: 'hero'; readonly division: Division; readonly withDepthMarker: boolean }
  | { readonly kind: 'naval-gunfire'; readonly zones: readonly Zone[] }
  | { readonly kind: 'smoke'; readonly wn: readonly number[] }
  | { readonly kind: 'plunging-fire' }
  | { readonly kind: 'undisrupt' }
  | { readonly kind: 'gi-initiative' }
  | { readonly kind: 'intense-fire' }
  | { readonly kind: 'screaming-meemies' }
  | { readonly kind: 'rocket-destroyed' }
  | { readonly kind: 'kampfgruppe-meyer' }
  | { readonly kind: 'engineers-prevented' }
  | { readonly kind: 'step-restored'; readonly division: Division; readonly flavour: 'support' | 'boat' }
  | { readonly kind: 'snipers'; readonly hq: string }
  | { readonly kind: 'naval-hit'; readonly targets: Readonly<Record<TargetSymbol, string>> }
  | { readonly kind: 'concealed'; readonly symbols: readonly TargetSymbol[] }
  | { readonly kind: 'patrol'; readonly division: Division }
  | { readonly kind: 'prisoner'; readonly sector: Sector };

export interface CardEventBracket {
  readonly from: number;
  readonly to: number;
  readonly event: CardEvent;
}

export interface Card {
  readonly id: number;
  readonly landing: Readonly<Record<TargetSymbol, LandingLetter>>;
  /** The exploding-mine symbol (DDOB 5.14). */
  readonly mine: boolean;
  readonly fire: readonly FireSquare[];
  readonly target: TargetSymbol;
  /** German artillery section (DDOB 6.5): value and the calibres that count. */
  readonly artillery: { readonly value: number; readonly calibres: readonly number[] } | null;
  readonly events: readonly CardEventBracket[];
}
