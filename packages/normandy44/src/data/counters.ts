/**
 * The counter manifest (N44 2.3): every combat unit, HQ and strongpoint of both sides with both
 * faces, transcribed from the 2015 counter images (public) and validated here by a schema.
 */
import { z } from 'zod';
import raw from './counters.json';
import type { Provenance } from './provenance.js';

/** Unit kinds, a derived reading of the printed symbol (N44 2.3.3). */
export const UNIT_KINDS = [
  'infantry', 'airborne', 'glider', 'bicycle', 'security', 'engineer', 'fortress-infantry', 'ost', 'fallschirmjager',
  'ranger', 'commando', 'mech-infantry', 'motorized-infantry', 'recon', 'armor-silhouette', 'armor-nato', 'at', 'flak',
  'werfer', 'hq', 'strongpoint', 'cadre',
] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

const hexNumber = z.string().regex(/^[0-9]{4}$/, 'a hex number has four digits (RRCC)');

export const FaceSchema = z.object({
  label: z.string().nullable(),
  strength: z.number().int().min(0).nullable(),
  /** Printed in parentheses: defends only (N44 10.7). */
  defenseOnly: z.boolean(),
  ma: z.number().int().min(0).nullable(),
  tq: z.number().int().min(-2).max(2).nullable(),
  /** Grey = armor, red = anti-tank (N44 11.4). */
  armor: z.object({ value: z.number().int().min(1).max(5), box: z.enum(['grey', 'red']) }).nullable(),
  /** MA in a black box: restricted until released (N44 17.6). */
  restricted: z.boolean(),
  /** MA in a white circle: bicycle (N44 9.9). */
  bicycle: z.boolean(),
  /** White box: no ZOC (N44 8.1). */
  noZoc: z.boolean(),
  setupHex: hexNumber.nullable(),
  arrivalTurn: z.number().int().min(1).max(22).nullable(),
  entryColour: z.enum(['blue', 'green', 'red', 'orange']).nullable(),
  beach: z.string().nullable(),
  ddTank: z.boolean(),
  /** Thin = reduced side of a three-step unit, thick = last step (N44 2.3.5), band = HQ/Werfer status side. */
  stripe: z.enum(['thin', 'thick', 'band']).nullable(),
  whiteStar: z.boolean(),
});
export type Face = z.infer<typeof FaceSchema>;

export const CounterSchema = z.object({
  id: z.string().min(1),
  side: z.enum(['allied', 'german']),
  nation: z.enum(['US', 'British', 'Canadian', 'Heer', 'SS', 'Luftwaffe', 'Kriegsmarine', 'Organisation Todt']),
  formation: z.string().nullable(),
  unit: z.string(),
  size: z.string().nullable(),
  /** The transcription's own description of the type. */
  type: z.string(),
  kind: z.enum(UNIT_KINDS),
  steps: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  files: z.tuple([z.string(), z.string().nullable()]),
  front: FaceSchema,
  back: FaceSchema.nullable(),
  inBritainRp: z.number().int().min(1).max(4).nullable(),
});
export type Counter = z.infer<typeof CounterSchema>;

export const CounterManifestSchema = z.object({
  provenance: z.object({ kind: z.literal('public'), source: z.string(), edition: z.string(), derived: z.string() }),
  counters: z.array(CounterSchema).superRefine((cs, ctx) => {
    const seen = new Set<string>();
    cs.forEach((c, i) => {
      if (seen.has(c.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate counter id ${c.id}` });
      seen.add(c.id);
    });
  }),
});
export type CounterManifest = z.infer<typeof CounterManifestSchema>;

let cached: CounterManifest | null = null;

/** The shipped manifest, parsed once (a malformed file is a bug of this package: it throws). */
export function counterManifest(): CounterManifest {
  if (cached === null) cached = CounterManifestSchema.parse(raw);
  return cached;
}

export function counterById(id: string): Counter | undefined {
  return counterManifest().counters.find((c) => c.id === id);
}

export const COUNTERS_PROVENANCE: Provenance = {
  kind: 'public',
  source: 'github.com/HerrEklund/wasa @4964e83, normandy_44/components/vassal (counter images, read by eye)',
  edition: '2015 printing; the German images mix two printings (similar counters are listed in the source README)',
};

/** Mechanized units use the Mech MP column; HQs and Werfers count as mechanized (N44 2.3.3, 9.8.1). */
export function isMechanized(kind: UnitKind): boolean {
  return (
    kind === 'mech-infantry' || kind === 'motorized-infantry' || kind === 'recon' || kind === 'armor-silhouette' ||
    kind === 'armor-nato' || kind === 'at' || kind === 'flak' || kind === 'werfer' || kind === 'hq'
  );
}

/** Silhouette units: one stacks free, strafing may cost a step, no DCB (N44 2.3.6). */
export function isSilhouette(c: Pick<Counter, 'kind' | 'type'>): boolean {
  return c.kind === 'armor-silhouette' || c.kind === 'flak' || (c.kind === 'at' && /silhouette/.test(c.type));
}

/** Units that cost no stacking points, one of each per hex (N44 7.1). */
export function isStackFree(kind: UnitKind): boolean {
  return kind === 'strongpoint' || kind === 'hq' || kind === 'engineer' || kind === 'werfer';
}
