/**
 * CG SB8 Scenario 4, Fortress Holland: one turn, 4 German and 4 Allied (red) chits, the German
 * keeping one as a Move, 3 Stukas (SB9 L4777-L4779), 3 refugee markers, the four FJ regiments and
 * the 22nd LL Division in the airborne box. The set-up card is missing: the German start hexes are
 * one step behind the first hexes the walkthrough enters (derived), the Dutch hexes are the ones
 * the walkthrough attacks (derived) or ours (stand-in).
 */
import { derived, rulebook, standIn } from '../data/provenance.js';
import type { SetupData } from '../setup/schema.js';

const WT = (l: string) => derived(`CG SB9 ${l}`);

export const FORTRESS_HOLLAND: SetupData = {
  id: 'fortress-holland',
  name: 'Fortress Holland (Scenario 4)',
  map: 'fortress-holland',
  turns: 1,
  chits: { german: 4, alliedMove: 2, alliedCombat: 2 },
  initiative: 'german',
  firstChitMove: true,
  stukas: 3,
  refugees: 3,
  provenance: rulebook('CG SB8.2-SB8.8; chits 2 Move + 2 Combat: SB9 L4965-L4967, L5023 and gap-fill 9'),
  units: [
    { counter: 'XI', at: '3331', provenance: WT('L4861-L4865 (enters 3330)') },
    { counter: 'IX', at: '3532', provenance: WT('L4867 (via 3531 into 3530)') },
    { counter: 'XXVI', at: '3832', provenance: WT('L4869-L4877 (enters 3831)') },
    { counter: 'X', at: '3934', provenance: WT('L4879-L4881 (1 MP into 3933)') },
    { counter: '208', at: '3935', provenance: WT('L4881-L4883 (all 4 MP to reach 3932)') },
    { counter: 'SS-V', at: '3836', provenance: standIn('SB9 L4885 enters at 3935, which is not adjacent to 3834; we start it east of 3835') },
    { counter: '225', at: '3536', provenance: WT('L4889-L4891 (1 MP into 3535)') },
    { counter: '9Pz', at: '3732', provenance: WT('L4893-L4897 (1 MP into 3731)') },
    { counter: 'LAH', at: '3732', provenance: WT('L4893-L4897 (moves with the 9th Panzer)') },
    { counter: 'FJ1', at: 'airborne' },
    { counter: 'FJ2', at: 'airborne' },
    { counter: 'FJ3', at: 'airborne' },
    { counter: 'FJ4', at: 'airborne' },
    { counter: '22LL', at: 'airborne' },
    { counter: 'NL1', at: '4225', provenance: standIn('SB9 L4945-L4949 puts it next to Den Haag; the hex is ours') },
    { counter: 'NL7', at: '4127', provenance: WT('L4969 (7th Division in Utrecht)') },
    { counter: 'BrigG', at: '3927', provenance: WT('L4969 (Brigade G in 3927)') },
    { counter: 'Rdam', at: '4024', provenance: WT('L4955 (Rotterdam Division in Rotterdam)') },
    { counter: 'PeelA', at: '3629', provenance: WT('L4901-L4927') },
    { counter: 'PeelB', at: '3529', provenance: WT('L4994-L5002') },
    { counter: 'Lichte', at: '3527', provenance: WT('L5033-L5053') },
    { counter: 'BrigB', at: '3724', provenance: standIn('our unit that retakes Breda (SB9 L5108)') },
  ],
};
