/**
 * The Cadre counters of each type (N44 17.9): a reduced 3-step unit taking a loss becomes the Cadre
 * of its type if one is free, else it is eliminated for good. STAND-IN: the counter mix is in no
 * source (the 2015 images show one face of each type); the numbers are ours, no fewer than the
 * example of play shows at once (three US airborne Cadres after the turn-1 drops, T32-T33).
 */
import type { Provenance } from './provenance.js';

export const CADRE_COUNTERS: { readonly provenance: Provenance; readonly counts: Readonly<Record<string, number>> } = {
  provenance: { kind: 'stand-in', note: 'counter mix of Cadres per type: ours (no source gives it)' },
  counts: {
    'US-CADRE-INF': 4,
    'US-CADRE-AIRBORNE': 4,
    'US-CADRE-ARMOR': 1,
    'BR-CADRE-Inf': 3,
    'BR-CADRE-Armor': 1,
    'BR-CADRE-MtrInf': 1,
    'BR-CADRE-Para': 1,
    'CAN-CADRE-Inf': 1,
    'ge-cadre-sspzg': 3,
    'ge-cadre-pzg': 2,
    'ge-cadre-fj': 2,
  },
};
