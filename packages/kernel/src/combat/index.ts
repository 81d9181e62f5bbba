// Combat arithmetic: odds columns, shifts and DRMs under caps, CRTs, and exact dice distributions.
export * from './exact.js';
export * from './dice.js';
export * from './modifiers.js';
export * from './odds.js';
export * from './crt.js';
export * from './pool.js';
export * from './chance.js';
