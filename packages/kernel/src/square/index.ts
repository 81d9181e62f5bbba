export * from './square.js';
export * from './map.js';
export * from './facing.js';
export * from './area.js';
