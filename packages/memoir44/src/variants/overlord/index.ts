export * from './overlord.js';
