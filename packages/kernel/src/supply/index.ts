export * from './trace.js';
export * from './reach.js';
