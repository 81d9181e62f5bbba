/**
 * Where a fact comes from. `rulebook`: the Italian rulebook (seed 003), cited by page and line
 * (`HoN p.6 L408`); `derived`: our reading of the rulebook where it is silent or ambiguous (the
 * digest's recommendation, named by its `A#` id); `public`: a published fact with its source and
 * edition; `stand-in`: a value of our own, never presented as the original.
 */
import { z } from 'zod';

export const ProvenanceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rulebook'), ref: z.string().min(1) }),
  z.object({ kind: z.literal('derived'), ref: z.string().min(1), note: z.string().optional() }),
  z.object({ kind: z.literal('public'), source: z.string().min(1), edition: z.string().min(1) }),
  z.object({ kind: z.literal('stand-in'), note: z.string().optional() }),
]);
export type Provenance = z.infer<typeof ProvenanceSchema>;

export const rulebook = (ref: string): Provenance => ({ kind: 'rulebook', ref });
export const derived = (ref: string, note?: string): Provenance =>
  note === undefined ? { kind: 'derived', ref } : { kind: 'derived', ref, note };
export const STAND_IN: Provenance = { kind: 'stand-in' };
