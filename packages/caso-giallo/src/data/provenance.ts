/**
 * Where a fact comes from. `rulebook`: the Italian rulebook, scenario book or charts (seed
 * 001, cited by rule and line); `public`: a published fact with its source and edition;
 * `derived`: worked out from a worked example; `stand-in`: our own value where the source is
 * silent, never presented as the original (a user may substitute the printed value).
 */
import { z } from 'zod';

export const ProvenanceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rulebook'), ref: z.string().min(1) }),
  z.object({ kind: z.literal('public'), source: z.string().min(1), edition: z.string().min(1) }),
  z.object({ kind: z.literal('derived'), from: z.string().min(1) }),
  z.object({ kind: z.literal('stand-in'), note: z.string().min(1) }),
]);
export type Provenance = z.infer<typeof ProvenanceSchema>;

export const rulebook = (ref: string): Provenance => ({ kind: 'rulebook', ref });
export const derived = (from: string): Provenance => ({ kind: 'derived', from });
export const standIn = (note: string): Provenance => ({ kind: 'stand-in', note });
export const publicFact = (source: string, edition: string): Provenance => ({ kind: 'public', source, edition });

/** A value with its provenance. */
export interface Sourced<T> {
  readonly value: T;
  readonly provenance: Provenance;
}
