export * from './axial.js';
export * from './map.js';
