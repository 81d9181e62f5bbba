// Combat arithmetic: odds columns, shifts and DRMs under caps, CRTs, and exact dice distributions.
export * from './exact.js';
export * from './dice.js';
export * from './modifiers.js';
export * from './odds.js';
export * from './crt.js';
export * from './pool.js';
export * from './chance.js';
// Multi-hex attack totals with hexside effects, and CRT results as pending decisions.
export * from './attack.js';
export * from './decisions.js';
