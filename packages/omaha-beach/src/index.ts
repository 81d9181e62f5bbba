/**
 * D-Day at Omaha Beach (Decision Games, 3rd edition 2017) on the Esagono protocol. Rule references
 * are cited `DDOB n.n` after the Italian rulebook's sections.
 */
export const meta = {
  id: 'omaha-beach',
  name: 'D-Day at Omaha Beach',
  publisher: 'Decision Games, 3rd edition',
  /** Prefix of rule references in code, errors and tests, e.g. `DDOB 6.31`. */
  ruleRef: 'DDOB',
  status: 'partial',
} as const;

export * from './cards/index.js';
export * from './data/index.js';
export * from './map/index.js';
