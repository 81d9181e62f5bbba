export * from './xml.js';
export * from './hex-board.js';
