/**
 * The rule sections of the rulebook as the digest numbers them (§2 sequence of play, §3 rules),
 * with the rulebook's Italian headings and pages, and the ids of the digest's derived test cases
 * (§7). Provenance: derived (the digest's division of the Italian rulebook, seed 003).
 */
export interface Section {
  readonly id: string;
  readonly italian: string;
  readonly english: string;
  readonly ref: string;
}

export const SECTIONS: readonly Section[] = [
  { id: '2.0', italian: 'Preparazione', english: 'Pre-game', ref: 'HoN p.4 L190-268' },
  { id: '2.1', italian: 'Azione!', english: 'Turn structure', ref: 'HoN p.5 L290-296' },
  { id: '2.2', italian: 'Fase degli Ordini', english: 'Orders phase', ref: 'HoN p.5 L298-327' },
  { id: '2.3', italian: 'Fase di Attivazione', english: 'Activation phase', ref: 'HoN p.5 L330-345' },
  { id: '2.4', italian: 'Fase dei Rinforzi', english: 'Supply (Reinforcement) phase', ref: 'HoN p.8 L596-619' },
  { id: '3.1', italian: 'Componenti e segnalini', english: 'Components and counters', ref: 'HoN p.4 L65-186' },
  { id: '3.2', italian: 'Creazione dell\'armata', english: 'Army creation', ref: 'HoN p.4 L198-252' },
  { id: '3.3', italian: 'Mazzo di carte', english: 'Deck building', ref: 'HoN p.4 L254-262' },
  { id: '3.4', italian: 'Schieramento', english: 'Deployment', ref: 'HoN p.4 L264-266' },
  { id: '3.5', italian: 'Vittoria e Punti di Rottura', english: 'Victory, game end, Break Points', ref: 'HoN p.4 L270-286' },
  { id: '3.6', italian: 'Ordini, Bluff, Ordini Speciali', english: 'Orders, Bluff, Special Orders', ref: 'HoN p.5 L298-327' },
  { id: '3.7', italian: 'Attivazione, segnalini Activated', english: 'Activation, Activated markers', ref: 'HoN p.5 L330-345' },
  { id: '3.8', italian: 'Movimento della Fanteria', english: 'Infantry movement', ref: 'HoN p.6 L347-356' },
  { id: '3.9', italian: 'Zona di Controllo', english: 'Zone of Control', ref: 'HoN p.6 L358-392' },
  { id: '3.10', italian: 'Movimento dei Veicoli', english: 'Vehicle movement', ref: 'HoN p.6 L366-384' },
  { id: '3.11', italian: 'Assalto', english: 'Assault', ref: 'HoN p.6 L394-450' },
  { id: '3.12', italian: 'Aprire il Fuoco', english: 'Fire', ref: 'HoN p.7 L454-522' },
  { id: '3.13', italian: 'Danno ai Veicoli Pesanti', english: 'Heavy-vehicle damage', ref: 'HoN p.7 L524-542' },
  { id: '3.14', italian: 'Aree di Effetto', english: 'Area of Effect', ref: 'HoN p.7 L544-558' },
  { id: '3.15', italian: 'Carte Azione', english: 'Action cards', ref: 'HoN p.8 L560-594' },
  { id: '3.16', italian: 'Fase dei Rinforzi', english: 'Supply phase rules', ref: 'HoN p.8 L596-619' },
  { id: '3.17', italian: 'Suppressed', english: 'Suppression', ref: 'HoN p.15 L1323-1335' },
  { id: '3.18', italian: 'Terreni e Tessere Terreno', english: 'Terrain and terrain tiles', ref: 'HoN p.9 L633-755' },
  { id: '3.19', italian: 'Opzioni Reclutamento', english: 'Recruitment options, general', ref: 'HoN p.10 L758-776' },
  { id: '3.20', italian: 'Equipaggiamenti', english: 'Equipment', ref: 'HoN p.10-11 L778-905' },
  { id: '3.21', italian: 'Tratti dei Personaggi', english: 'Character traits', ref: 'HoN p.12 L909-995' },
  { id: '3.22', italian: 'Comandi', english: 'Commands', ref: 'HoN p.13 L999-1105' },
  { id: '3.23', italian: 'Abilità Speciali', english: 'Special abilities', ref: 'HoN p.14-15 L1109-1373' },
  { id: '3.24', italian: 'Riferimento rapido', english: 'Quick reference', ref: 'HoN p.15 L1377-1609' },
];

/** The digest's derived test ids (§7): the printed examples and T01-T75. */
export const DERIVED_TEST_IDS: readonly string[] = ['EX-1', 'EX-2', 'EX-3', 'EX-4', ...Array.from({ length: 75 }, (_, i) => `T${String(i + 1).padStart(2, '0')}`)];
