/**
 * Where a fact comes from (docs/writing-a-title.md §4):
 * - `rulebook`: the Italian 3rd-edition rulebook (seed 004), cited by rule number;
 * - `public`: a published fact found in public material (the gap-fill's sources S1–S6), with source and edition;
 * - `derived`: worked out from rulebook facts or examples (the derivation is stated);
 * - `stand-in`: our own value where the sources are silent; never presented as the original.
 */
export type Provenance =
  | { readonly kind: 'rulebook'; readonly ref: string }
  | { readonly kind: 'public'; readonly source: string; readonly edition: string }
  | { readonly kind: 'derived'; readonly from: string }
  | { readonly kind: 'stand-in'; readonly why: string };

/** The public sources of the gap-fill, by id, with their edition (omaha-beach-gapfill.md §0). */
export const SOURCES = {
  S1: { source: 'S1: player-aid photographs, HerrEklund/wasa aids/omaha_*.jpg (commit 40aaefbd)', edition: '© Decision Games 2009 aids' },
  S2: { source: 'S2: VASSAL Card_01..54.png, HerrEklund/wasa (commit c90cfaed)', edition: '2013/2014 VASSAL module' },
  S3: { source: 'S3: VASSAL Board_Main.jpg / Board_TurnTrack.png, HerrEklund/wasa', edition: '2nd printing, ©2013 map' },
  S4: { source: 'S4: VASSAL counter faces, HerrEklund/wasa components/vassal/*.png', edition: '2013/2014 VASSAL module' },
  S5: { source: 'S5: VASSAL set-up instructions Inst_*.png, HerrEklund/wasa', edition: '2013/2014 VASSAL module' },
} as const;

export type SourceId = keyof typeof SOURCES;

export function publicFrom(id: SourceId): Provenance {
  return { kind: 'public', ...SOURCES[id] };
}
