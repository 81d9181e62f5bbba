export * from './axial.js';
