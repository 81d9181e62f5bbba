export * from './axial.js';
export * from './map.js';
export * from './offset.js';
export * from './layout.js';
export * from './shapes.js';
export * from './hexnumber.js';
export * from './hexside.js';
export * from './vertex.js';
