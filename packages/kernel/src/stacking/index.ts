// Stacking: units per location, stacking limits by count and points per side, over-stacking.
export * from './stack.js';
