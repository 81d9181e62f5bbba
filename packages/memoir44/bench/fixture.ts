import { scenario } from '../test/helpers.js';
export const skirmishScenario = () => scenario({
  terrain: [
    [4, 10, 'woods'],
    [4, 14, 'hill'],
    [3, 5, 'town'],
    [5, 17, 'hedgerow'],
  ],
  obstacles: [[2, 12, 'sandbag']],
  units: [
    { row: 7, col: 3, side: 'allies' },
    { row: 7, col: 9, side: 'allies' },
    { row: 7, col: 15, side: 'allies', type: 'armor' },
    { row: 8, col: 12, side: 'allies', type: 'artillery' },
    { row: 6, col: 20, side: 'allies', badge: 'elite-infantry' },
    { row: 1, col: 3, side: 'axis' },
    { row: 1, col: 9, side: 'axis' },
    { row: 1, col: 15, side: 'axis', type: 'armor' },
    { row: 0, col: 12, side: 'axis', type: 'artillery' },
    { row: 2, col: 12, side: 'axis' },
  ],
  victory: { allies: 3, axis: 3 },
});
