export * from './trace.js';
export * from './field.js';
export * from './reach.js';
