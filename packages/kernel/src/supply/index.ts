export * from './trace.js';
export * from './field.js';
