// Line of sight: exact centre-to-centre lines on hex and square grids, and LOS as a title's policy.
export * from './hexLine.js';
export * from './squareLine.js';
export * from './los.js';
export * from './sight.js';
