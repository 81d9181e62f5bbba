/**
 * CG R2.1, SB2 What the sources say about the two sides of the big map (scenarios 1-2 and 3):
 * not a playable map (terrain, rivers and borders are missing, digest 5.9) but every hex fact and
 * line the text gives, as data with its reference, for the next session to build the map around.
 * Hex numbers are shared with the Fortress Holland card (the S3 interdiction hexes 3629, 3830, 4032
 * are Fortress Holland hexes).
 */
import { z } from 'zod';
import { ProvenanceSchema, rulebook } from '../data/provenance.js';
import { COUNTRIES, FORTIFIED_LINES, HexIdSchema } from './schema.js';

export const MapFactsSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    /** Which scenarios' map side the facts belong to (CG SB2.1). */
    sides: z.array(z.enum(['s1-s2', 's3'])).min(1),
    hexes: z.array(
      z
        .object({
          id: HexIdSchema,
          name: z.string().optional(),
          country: z.enum(COUNTRIES).optional(),
          settlement: z.enum(['town', 'city']).optional(),
          fortified: z.enum(FORTIFIED_LINES).optional(),
          /** Markers a scenario puts here at set-up. */
          setup: z.array(z.object({ marker: z.string(), scenarios: z.array(z.number().int().min(1).max(4)) }).strict()).optional(),
          provenance: ProvenanceSchema,
        })
        .strict(),
    ),
    /** Lines of hexes or hexsides named by their end hexes (Dyle Line, rail limits, exit edges). */
    lines: z.array(z.object({ name: z.string(), kind: z.enum(['hexes', 'hexsides', 'hexrow', 'edge']), from: HexIdSchema, to: HexIdSchema, provenance: ProvenanceSchema }).strict()),
  })
  .strict();
export type MapFacts = z.infer<typeof MapFactsSchema>;

export const MAIN_MAP_FACTS: MapFacts = {
  id: 'case-yellow-main',
  name: 'Case Yellow map, both sides (facts from the text only)',
  sides: ['s1-s2', 's3'],
  hexes: [
    { id: '2928', name: 'Eben Emael', country: 'BE', fortified: 'eben-emael', setup: [{ marker: 'Eben Emael Destroyed', scenarios: [1, 2] }], provenance: rulebook('CG R2.2d L246; SB5.3l L3038; SB6.3l L3632') },
    { id: '3030', setup: [{ marker: 'Crossing Interdicted', scenarios: [1, 2, 3] }], provenance: rulebook('CG SB5.3k L3037; SB6.3k L3630; SB7.3 L4156') },
    { id: '3629', setup: [{ marker: 'Crossing Interdicted', scenarios: [3] }], provenance: rulebook('CG SB7.3 L4156') },
    { id: '3830', name: 'Nijmegen', country: 'NL', settlement: 'city', setup: [{ marker: 'Crossing Interdicted', scenarios: [3] }], provenance: rulebook('CG SB7.3 L4156; SB8.11 L4737-L4741') },
    { id: '4032', setup: [{ marker: 'Crossing Interdicted', scenarios: [3] }], provenance: rulebook('CG SB7.3 L4156') },
    { id: '2828', setup: [{ marker: 'Crossing Interdicted (Eben Emael artillery)', scenarios: [3] }], provenance: rulebook('CG SB7.3 L4160-L4164, SB7.7 L4303') },
    { id: '3029', setup: [{ marker: 'Crossing Interdicted (Eben Emael artillery)', scenarios: [3] }], provenance: rulebook('CG SB7.3 L4160-L4164, SB7.7 L4303') },
    { id: '3424', name: 'Antwerpen', country: 'BE', settlement: 'city', provenance: rulebook('CG SB5.8a L3191') },
    { id: '1737', name: 'Kaiserslautern', country: 'DE', settlement: 'town', provenance: rulebook('CG SB2.2 L2893 (both maps; the Town symbol is missing)') },
  ],
  lines: [
    { name: 'Dyle Line (eastern edge of the Dyle Plan Area)', kind: 'hexes', from: '2824', to: '3322', provenance: rulebook('CG SB5.8d L3261') },
    { name: 'Dyle Plan Area southern/western boundary', kind: 'hexsides', from: '2823', to: '3619', provenance: rulebook('CG SB5.8d L3293') },
    { name: 'Rail limit: hexrow xx13', kind: 'hexrow', from: '1013', to: '3413', provenance: rulebook('CG SB5.10 L3341; SB6.10 L3841-L3843') },
    { name: 'Scenario 3 exit: south edge', kind: 'edge', from: '1006', to: '1027', provenance: rulebook('CG SB7.20 L4587-L4589') },
  ],
};
