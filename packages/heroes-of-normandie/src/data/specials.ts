/**
 * Counters that options bring and that are no ordinary unit (stand-in values: the rulebook prints
 * none of them): the Stratagem decoys of Tricky (HoN p.12 L979-985), the Goliath (p.10 L838-842)
 * and the Horn of Plenty (p.11 L873-875). What the text gives is kept: a decoy has a secret
 * (hidden) face and a blank one and never moves (L983-985); the Horn deploys as an Esploratore 3
 * unit (L875); the Goliath can be targeted (L840). A reconnaissance half-track (Trasporto and
 * Esploratore, L1294) and a 2-space anti-aircraft half-track (Raffica, AAA) are here too. Everything else is ours.
 */
import type { z } from 'zod';
import type { CounterSchema } from './schemas.js';
import { STAND_IN } from './provenance.js';

type CounterInput = z.input<typeof CounterSchema>;

const NO_ATTACK = { yellow: 'X', purple: 'X', grey: 'X' } as const;

/** A Stratagem: MV 0 (it stays still, L985), no attack; Imboscata so that it deploys and stays on its secret face. */
const stratagem = (f: 'US' | 'DE', badge: string): CounterInput => ({
  id: `${f.toLowerCase()}-stratagem`, role: 'decoy', faction: f, badge, kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
  sides: [
    { name: 'Stratagem', nameColor: 'white', movement: 0, attack: NO_ATTACK, defense: { color: 'yellow', value: 1 }, hitSymbol: false, abilities: [{ id: 'ambush' }] },
    { name: 'Stratagem (blank)', nameColor: 'white', movement: 0, attack: NO_ATTACK, defense: { color: 'yellow', value: 1 }, hitSymbol: false, abilities: [{ id: 'ambush' }] },
  ],
});

export const SPECIAL_COUNTERS: readonly CounterInput[] = [
  {
    // A reconnaissance half-track: Trasporto (stand-in capacity 4) and Esploratore 2 (HoN p.15 L1294).
    id: 'us-recon-halftrack', faction: 'US', badge: '4th Infantry Division', kind: 'lightVehicle', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'M3 Recon Half-track', nameColor: 'white', movement: 6, attack: { yellow: 3, purple: 1, grey: 'X' }, defense: { color: 'purple', value: 5 }, hitSymbol: false, abilities: [{ id: 'transport', value: 4 }, { id: 'scout', value: 2 }, { id: 'fireOnTheMove', value: -1 }] },
      { name: 'M3 Recon Half-track wreck', nameColor: 'red', movement: 0, defense: { color: 'purple', value: 5 }, hitSymbol: false, abilities: [], wreck: { defense: 1, obstacle: 1, impassable: ['lightVehicle', 'heavyVehicle'] } },
    ],
  },
  {
    // A 2-space light vehicle (HoN p.6 L368) whose quad machine guns fire bursts (Raffica, HoN p.15
    // L1246-1250) and count against enemy Aviation cards (AAA, HoN p.14 L1113-1115): the M16 MGMC.
    id: 'us-m16-mgmc', faction: 'US', badge: '4th Infantry Division', kind: 'lightVehicle', border: 'standard', footprint: 2, provenance: STAND_IN,
    sides: [
      { name: 'M16 MGMC', nameColor: 'white', movement: 6, attack: { yellow: 4, purple: 2, grey: 'X' }, defense: { color: 'purple', value: 5 }, hitSymbol: false, abilities: [{ id: 'raffica' }, { id: 'aaa' }] },
      { name: 'M16 MGMC wreck', nameColor: 'red', movement: 0, defense: { color: 'purple', value: 5 }, hitSymbol: false, abilities: [], wreck: { defense: 1, obstacle: 1, impassable: ['lightVehicle', 'heavyVehicle'] } },
    ],
  },
  stratagem('US', '4th Infantry Division'),
  stratagem('DE', '352. Infanterie-Division'),
  {
    // A tracked demolition carrier: a light vehicle that cannot fire; its charge is GOLIATH_CHARGE (stand-in).
    id: 'de-goliath', role: 'goliath', faction: 'DE', badge: '352. Infanterie-Division', kind: 'lightVehicle', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Goliath', nameColor: 'white', movement: 4, attack: NO_ATTACK, defense: { color: 'purple', value: 6 }, hitSymbol: false, abilities: [] },
      { name: 'Goliath wreck', nameColor: 'red', movement: 0, defense: { color: 'purple', value: 6 }, hitSymbol: false, abilities: [], wreck: { defense: 0, obstacle: 0 } },
    ],
  },
  {
    // Deployed like an Esploratore 3 unit (L875); an observer with no attack of its own.
    id: 'de-horn-of-plenty', role: 'hornOfPlenty', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Horn of Plenty', nameColor: 'white', movement: 4, attack: NO_ATTACK, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'scout', value: 3 }] },
      { name: 'Horn of Plenty', nameColor: 'red', movement: 3, attack: NO_ATTACK, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'scout', value: 3 }] },
    ],
  },
];
