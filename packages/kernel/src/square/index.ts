export * from './square.js';
export * from './map.js';
