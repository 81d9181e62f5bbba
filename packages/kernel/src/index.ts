// The game protocol
export * from './protocol/types.js';
export * from './protocol/define.js';
export * from './protocol/phases.js';
export * from './rational/rational.js';
export * from './rng/rng.js';
export * from './driver/driver.js';
export * from './serial/canonical.js';
export * from './schema/parse.js';
// Wargame primitives
export * from './graph/graph.js';
export * from './hex/index.js';
export * from './square/index.js';
export * from './movement/index.js';
export * from './los/index.js';
export * from './combat/index.js';
export * from './stacking/index.js';
// Bots
export * from './bots/index.js';
// The kernel's example games (docs/writing-a-title.md)
export * from './example/index.js';
// Supply tracing: lines of communication in legs (N44 18.2, Case Yellow)
export * from './supply/index.js';
export * from './svg/index.js';
// Presenters: the odds of a roll grouped by what a player sees change
export * from './present/odds-rows.js';
// Bounded identity caches for a per-game context
export * from './cache/index.js';
