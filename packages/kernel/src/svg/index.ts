export * from './xml.js';
