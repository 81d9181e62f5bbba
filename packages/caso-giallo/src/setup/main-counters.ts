/**
 * CG R2.2, SB5.4, SB7.4 The counter manifest of scenarios 1-3. The Italian text has no counter
 * values (digest 5.9, gap-fill 7); it names the units (digest 5.8): Panzer divisions 1-10 (11 in
 * scenario 3), the 11th Motorized Brigade, the four FJ regiments, 7 FJ Division (S-3), 22 LL, the
 * ARKO and the Army Group A and B Attack Supply units; French 1-4 DCR, 1-4 DLM, DLC cavalry, AG1,
 * II Corps, GFML, 6 DLC, Gp de Cary; British 5th, 51st, 1st Tank Brigade, 1st Armoured; Dutch 1st
 * and 7th Divisions, Brigade G, Peel(a), Peel(b), Lichte, Rotterdam. Those names are `rulebook`;
 * every value, and every other unit (the infantry corps and divisions of both sides, after the
 * 1940 order of battle), is a `stand-in` of ours. The Fortress Holland values the SB9 walkthrough
 * pins down are reused for the units it names (`derived`).
 */
import { derived, rulebook, standIn, type Provenance } from '../data/provenance.js';
import type { Counter, Size } from './counters.js';

const SI = standIn('counter values missing from the sources (digest 5.9); ours, after the 1940 order of battle');
const named = (ref: string): Provenance => standIn(`unit named by the text (${ref}); its values are ours`);

type V = { cs: number; ma: number; tr: number };
const two = (id: string, name: string, side: Counter['side'], nationality: Counter['nationality'], size: Size, types: Counter['types'], maColor: 'black' | 'yellow', redBox: boolean, front: V, back: V | null, provenance: Provenance, extra: Partial<Counter> = {}): Counter => ({
  id, name, side, nationality, size, types, redBox, maColor, zocStripe: 'none', front, ...(back ? { back } : {}), provenance, ...extra,
});

// German.
const panzer = (n: number): Counter =>
  two(`${n}Pz`, `${n}. Panzer-Division`, 'german', 'german', 'division', ['panzer', 'armoured'], 'yellow', true, { cs: 4, ma: 6, tr: 4 }, { cs: 2, ma: 6, tr: 3 }, named('SB5.3 attrition cup: Panzer divisions 1-10, 11 in S-3'));
const motDiv = (id: string, name: string, prov: Provenance = SI): Counter =>
  two(id, name, 'german', 'german', 'division', ['motorized'], 'yellow', true, { cs: 3, ma: 6, tr: 4 }, { cs: 2, ma: 6, tr: 3 }, prov);
const motRgt = (id: string, name: string, prov: Provenance = SI): Counter =>
  ({ ...two(id, name, 'german', 'german', 'regiment', ['motorized'], 'yellow', true, { cs: 1, ma: 6, tr: 4 }, null, prov), zocStripe: 'white' });
const gCorps = (id: string): Counter =>
  two(id, `${id}. Armeekorps`, 'german', 'german', 'corps', ['infantry'], 'black', false, { cs: 6, ma: 3, tr: 3 }, { cs: 3, ma: 3, tr: 2 }, derived('CG SB9: German corps MA 4 in the walkthrough odds; CS 6/3, MA 3, TR 3/2 ours for the big map'));
const gDiv = (id: string, name: string): Counter =>
  ({ ...two(id, name, 'german', 'german', 'division', ['infantry'], 'black', false, { cs: 2, ma: 3, tr: 3 }, null, SI), zocStripe: 'yellow' });
const fj = (id: string, name: string): Counter => ({
  id, name, side: 'german', nationality: 'german', size: 'regiment', types: ['fj'], redBox: false, maColor: 'black', zocStripe: 'white',
  front: { cs: 0.5, ma: 2, tr: 4 }, provenance: rulebook('CG SB4.1a (CS 1/2, MA 2, never ZOC); TR is a stand-in'),
});

// Allied.
const frCorps = (id: string, name: string, blackStars = 0): Counter =>
  two(id, name, 'allied', 'french', 'corps', ['infantry'], 'black', false, { cs: 5, ma: 3, tr: 2 }, { cs: 3, ma: 3, tr: 1 }, SI, blackStars ? { blackStars } : {});
const frDiv = (id: string, name: string, blackStars = 0): Counter =>
  ({ ...two(id, name, 'allied', 'french', 'division', ['infantry'], 'black', false, { cs: 2, ma: 3, tr: 2 }, null, SI, blackStars ? { blackStars } : {}), zocStripe: 'yellow' });
const dim = (id: string, name: string): Counter =>
  two(id, name, 'allied', 'french', 'division', ['motorized'], 'black', true, { cs: 3, ma: 4, tr: 3 }, { cs: 2, ma: 4, tr: 2 }, SI);
const dcr = (n: number): Counter =>
  two(`${n}DCR`, `${n}e Division Cuirassée`, 'allied', 'french', 'division', ['armoured'], 'black', true, { cs: 4, ma: 4, tr: 3 }, { cs: 2, ma: 4, tr: 2 }, named('SB5.3: 1-4 DCR; digest 5.3: red box, black MA'));
const dlm = (n: number): Counter =>
  two(`${n}DLM`, `${n}e Division Légère Mécanique`, 'allied', 'french', 'division', ['armoured'], 'yellow', true, { cs: 4, ma: 5, tr: 3 }, { cs: 2, ma: 5, tr: 2 }, named('SB5.3: 1-3 DLM, 4 DLM in S-3'));
const dlc = (n: number): Counter =>
  ({ ...two(`${n}DLC`, `${n}e Division Légère de Cavalerie`, 'allied', 'french', 'division', ['cavalry'], 'yellow', true, { cs: 2, ma: 5, tr: 2 }, null, named('SB5.8c: the French cavalry screen; 6 DLC S-3')), zocStripe: 'yellow' });
const brCorps = (id: string, name: string): Counter =>
  two(id, name, 'allied', 'british', 'corps', ['infantry'], 'black', false, { cs: 6, ma: 3, tr: 3 }, { cs: 3, ma: 3, tr: 2 }, SI);
const brDiv = (id: string, name: string, prov: Provenance = SI): Counter =>
  ({ ...two(id, name, 'allied', 'british', 'division', ['infantry'], 'black', false, { cs: 2, ma: 3, tr: 3 }, null, prov), zocStripe: 'yellow' });
const beCorps = (id: string, name: string, blackStars = 0): Counter =>
  two(id, name, 'allied', 'belgian', 'corps', ['infantry'], 'black', false, { cs: 3, ma: 3, tr: 2 }, { cs: 2, ma: 3, tr: 1 }, SI, blackStars ? { blackStars } : {});
const nl = (id: string, name: string, size: Size, cs: number, prov: Provenance = SI, blackStars = 1): Counter => ({
  id, name, side: 'allied', nationality: 'dutch', size, types: ['infantry'], redBox: false, maColor: 'black', zocStripe: size === 'brigade' ? 'white' : 'none',
  front: { cs, ma: 3, tr: 2 }, ...(size === 'corps' ? { back: { cs: Math.max(1, cs - 1), ma: 3, tr: 1 } } : {}), blackStars, provenance: prov,
});

const ROMAN_DE = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XVII', 'XVIII', 'XXIII', 'XXIV', 'XXV', 'XXVI', 'XXVII', 'XXX'];

/**
 * CG SB5.8a, SB5.8d Red and yellow set-up stars, stand-in (the counters are not in the sources):
 * after the Dyle Plan of 1940, the Seventh Army's motorized divisions run for Antwerp (yellow, the
 * "Antwerp group"), the First Army and the BEF for the Dyle Line (red).
 */
export const DYLE_STARS: Readonly<Record<string, 'red' | 'yellow'>> = Object.freeze({
  '1DLM': 'yellow', '9DIM': 'yellow', '25DIM': 'yellow',
  '2DLM': 'red', '3DLM': 'red', '1DIM': 'red', 'III-FR': 'red', 'IV-FR': 'red', 'V-FR': 'red',
  'I-BR': 'red', 'II-BR': 'red', 'III-BR': 'red', '1TkBde': 'red',
});

const withStars = (c: Counter): Counter => (DYLE_STARS[c.id] ? { ...c, dyleStars: DYLE_STARS[c.id] } : c);

/** Every counter of scenarios 1-3; a scenario uses those its set-up places or schedules. */
export const MAIN_COUNTERS: readonly Counter[] = ([
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(panzer),
  motDiv('SS-V', 'SS-Verfügungs-Division', derived('CG SB9 (SS-V MA 6 in the walkthrough)')),
  motDiv('SS-T', 'SS-Totenkopf-Division'),
  motDiv('2Mot', '2. Infanterie-Division (mot.)'),
  motDiv('13Mot', '13. Infanterie-Division (mot.)'),
  motDiv('20Mot', '20. Infanterie-Division (mot.)'),
  motDiv('29Mot', '29. Infanterie-Division (mot.)'),
  motRgt('LAH', 'Leibstandarte SS Adolf Hitler', derived('CG SB9 (LAH moves with the 9th Panzer)')),
  motRgt('GD', 'Infanterie-Regiment Großdeutschland'),
  motRgt('11Mot', '11. Schützen-Brigade (mot.)', named('SB5.4: the 11th Motorized Brigade starts in the Panzer Refit box')),
  ...ROMAN_DE.map(gCorps),
  ...['XXXVIII', 'XL', 'XLII', 'XLIII', 'XLIV'].map(gCorps),
  gDiv('ID-A', 'Infanterie-Division (OKH reserve A)'),
  gDiv('ID-B', 'Infanterie-Division (OKH reserve B)'),
  gDiv('ID-C', 'Infanterie-Division (OKH reserve C)'),
  gDiv('ID-D', 'Infanterie-Division (OKH reserve D)'),
  // CG R7.8a, R7.9: the two German Attack Supply units, ranges (= MA) 5 for Army Group B, 6 for A.
  { ...two('AGB', 'Heeresgruppe B Attack Supply unit', 'german', 'german', 'supply', [], 'black', true, { cs: 0, ma: 5, tr: 0 }, null, derived('CG R7.8a (range 5), R7.9a-e (MA = range, no CS, TR or ZOC)')), zocStripe: 'white' },
  { ...two('AGA', 'Heeresgruppe A Attack Supply unit', 'german', 'german', 'supply', [], 'black', true, { cs: 0, ma: 6, tr: 0 }, null, derived('CG R7.8a (range 6), R7.9a-e (MA = range, no CS, TR or ZOC)')), zocStripe: 'white' },
  fj('FJ1', 'I./FJR 1'),
  fj('FJ2', 'II./FJR 1'),
  fj('FJ3', 'I./FJR 2'),
  fj('FJ4', 'II./FJR 2'),
  // CG SB4.1b: scenario 3's 7th FJ Division, the four regiments combined: CS 2, MA 2, ZOC only
  // when stacked with another division (the yellow stripe, as the 22 LL); two steps (the Landing
  // table's "the Division loses 1 step"). The reduced side and the TRs are ours.
  {
    id: '7FJ', name: '7. Flieger-Division', side: 'german', nationality: 'german', size: 'division', types: ['fj'], redBox: false, maColor: 'black', zocStripe: 'yellow',
    front: { cs: 2, ma: 2, tr: 4 }, back: { cs: 1, ma: 2, tr: 3 }, provenance: standIn('CG SB4.1b gives CS 2, MA 2 and the ZOC rule, SB7.4k the S-3 code; the reduced side and the TRs are ours'),
  },
  {
    id: '22LL', name: '22. Luftlande-Division', side: 'german', nationality: 'german', size: 'division', types: ['ll'], redBox: false, maColor: 'black', zocStripe: 'yellow',
    front: { cs: 2, ma: 2, tr: 3 }, back: { cs: 2, ma: 2, tr: 2 }, provenance: derived('CG SB4.1c; SB9 L4947-L4949 (reduced CS 2); TR stand-in'),
  },
  // French.
  ...[1, 2, 3, 4].map(dcr),
  ...[1, 2, 3, 4].map(dlm),
  ...[1, 2, 3, 4, 5, 6].map(dlc),
  dim('1DIM', '1re Division d\'Infanterie Motorisée'),
  dim('9DIM', '9e Division d\'Infanterie Motorisée'),
  dim('25DIM', '25e Division d\'Infanterie Motorisée'),
  dim('3DIM', '3e Division d\'Infanterie Motorisée'),
  dim('GFML', 'Groupement Franc Motorisé de Liaison', ),
  {
    ...two('GpCary', 'Groupement de Cary', 'allied', 'french', 'brigade', ['armoured'], 'black', true, { cs: 2, ma: 4, tr: 3 }, null, named('SB5.14: Gp de Cary (armoured, exempt from attrition)')),
    zocStripe: 'white',
  },
  // CG R7.7e, R7.9: AG1 is the French Attack Supply unit: no CS, TR or ZOC; its MA is its range, 5.
  { ...two('AG1', 'AG1 Attack Supply unit', 'allied', 'french', 'supply', [], 'black', true, { cs: 0, ma: 5, tr: 0 }, null, derived('CG R7.7e (range 5), R7.9a-e (MA = range, no CS, TR or ZOC)')), zocStripe: 'white' },
  frCorps('II-Col', 'IIe Corps (colonial, S-3)'),
  frCorps('III-FR', 'IIIe Corps'),
  frCorps('IV-FR', 'IVe Corps'),
  frCorps('V-FR', 'Ve Corps'),
  frCorps('XI-FR', 'XIe Corps'),
  frCorps('XLI-FR', 'XLIe Corps'),
  frCorps('X-FR', 'Xe Corps'),
  frCorps('XVIII-FR', 'XVIIIe Corps'),
  frCorps('XXI-FR', 'XXIe Corps'),
  frCorps('XXIV-FR', 'XXIVe Corps (Maginot)', 2),
  frCorps('XLII-FR', 'XLIIe Corps (Maginot)', 2),
  frCorps('XX-FR', 'XXe Corps (Maginot)', 2),
  frCorps('XII-FR', 'XIIe Corps (Maginot)', 2),
  frCorps('VI-FR', 'VIe Corps (Maginot)', 2),
  frCorps('XLV-FR', 'XLVe Corps (Maginot)', 2),
  frCorps('I-FR', 'Ier Corps'),
  frCorps('XVI-FR', 'XVIe Corps'),
  frCorps('VII-FR', 'VIIe Corps'),
  frCorps('XXIII-FR', 'XXIIIe Corps'),
  frCorps('XXV-FR', 'XXVe Corps'),
  frDiv('DI-A', 'Division d\'infanterie (réserve A)'),
  frDiv('DI-B', 'Division d\'infanterie (réserve B)'),
  frDiv('DI-C', 'Division d\'infanterie (réserve C)'),
  frDiv('DI-D', 'Division d\'infanterie (réserve D)'),
  frDiv('DI-E', 'Division d\'infanterie (réserve E)'),
  frDiv('DI-F', 'Division d\'infanterie (réserve F)'),
  // British (BEF).
  brCorps('I-BR', 'I Corps (BEF)'),
  brCorps('II-BR', 'II Corps (BEF)'),
  brCorps('III-BR', 'III Corps (BEF)'),
  brDiv('5BR', '5th Infantry Division', named('SB6.4h: British 5th and 51st Divisions')),
  brDiv('51BR', '51st (Highland) Division', named('SB6.4h: British 5th and 51st Divisions')),
  { ...two('1TkBde', '1st Army Tank Brigade (Matilda)', 'allied', 'british', 'brigade', ['armoured'], 'black', true, { cs: 2, ma: 4, tr: 4 }, null, named('SB5.3: British 1 Tank Bde attrition chit')), zocStripe: 'white' },
  two('1ArmdBR', '1st Armoured Division', 'allied', 'british', 'division', ['armoured'], 'yellow', true, { cs: 3, ma: 5, tr: 3 }, { cs: 2, ma: 5, tr: 2 }, named('SB5.3: the 1st Armoured attrition chit joins on turn 4')),
  // Belgian.
  beCorps('I-BE', 'Ier Corps d\'Armée belge'),
  beCorps('II-BE', 'IIe Corps d\'Armée belge'),
  beCorps('III-BE', 'IIIe Corps d\'Armée belge'),
  beCorps('IV-BE', 'IVe Corps d\'Armée belge'),
  beCorps('V-BE', 'Ve Corps d\'Armée belge'),
  beCorps('VI-BE', 'VIe Corps d\'Armée belge'),
  beCorps('VII-BE', 'VIIe Corps d\'Armée belge'),
  beCorps('CC-BE', 'Corps de Cavalerie belge'),
  { ...two('ChA', 'Chasseurs Ardennais', 'allied', 'belgian', 'division', ['infantry'], 'black', false, { cs: 1, ma: 3, tr: 3 }, null, SI), zocStripe: 'yellow' },
  // Dutch.
  nl('I-NL', '1e Legerkorps', 'corps', 3),
  nl('II-NL', '2e Legerkorps', 'corps', 3),
  nl('III-NL', '3e Legerkorps', 'corps', 2),
  nl('IV-NL', '4e Legerkorps', 'corps', 3),
  nl('Lichte', 'Lichte Divisie', 'division', 1, derived('CG SB9 (Lichte CS 1, one step)')),
  nl('Rdam', 'Divisie Rotterdam', 'division', 1, derived('CG SB9 (Rotterdam Division CS 1)')),
  nl('PeelA', 'Peel-Divisie (a)', 'brigade', 1, derived('CG SB9 (CS 1)')),
  nl('PeelB', 'Peel-Divisie (b)', 'brigade', 1, derived('CG SB9 (CS 1)')),
  nl('BrigA', 'Brigade A', 'brigade', 1),
  nl('BrigB', 'Brigade B', 'brigade', 1),
  nl('BrigG', 'Brigade G', 'brigade', 1, derived('CG SB9 (Brigade G)')),
] as Counter[]).map(withStars);
