/**
 * Where a fact comes from. The Italian rulebook (2010) governs; public transcriptions of the 2015
 * player aids and counters are `public`; values computed from those are `derived`; anything of our
 * own, made only so the game can be played, is `stand-in` and never presented as the original.
 */
export type Provenance =
  | { readonly kind: 'rulebook'; readonly ref: string; readonly note?: string }
  | { readonly kind: 'public'; readonly source: string; readonly edition: string; readonly note?: string }
  | { readonly kind: 'derived'; readonly from: string }
  | { readonly kind: 'stand-in'; readonly note: string };

/** The public transcriptions of the 2015 player aids (see the package README, "Sources"). */
export const PLAYER_AIDS_2015 = 'github.com/HerrEklund/wasa, normandy_44/components/vassal (player-aid images, read by eye)';
