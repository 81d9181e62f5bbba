import { describe, expect, it } from 'vitest';
import { stackLegal, unitsAt } from '../../src/position.js';
import { position } from '../helpers.js';

describe('stacking (N44 7.1; review finding 3)', () => {
  it('D17 German hex: 2 regiments + 1 silhouette + HQ + SP is legal', () => {
    const s = position([['ge-21pz-125', '3606'], ['ge-21-192', '3606'], ['ge-2pz-3-1', '3606'], ['ge-hq-cotentin', '3606'], ['ge-sp-ftroule', '3606']]);
    expect(stackLegal(unitsAt(s, '3606'))).toBe(true);
  });
  it('D17 Allied hex: 2 regiments + 1 silhouette + HQ + Beach Engineer is legal', () => {
    const s = position([['US-4-8', '2914'], ['US-4-12', '2914'], ['US-TankBn-70', '2914'], ['US-CORPSHQ-7', '2914'], ['US-Eng-1S', '2914']]);
    expect(stackLegal(unitsAt(s, '2914'))).toBe(true);
  });
  it('D17 a second HQ, a second silhouette or a third regiment is illegal', () => {
    const hq = position([['ge-hq-cotentin', '3606'], ['ge-hq-84', '3606']]);
    expect(stackLegal(unitsAt(hq, '3606'))).toBe(false);
    const sil = position([['ge-21pz-125', '3606'], ['ge-21-192', '3606'], ['ge-2pz-3-1', '3606'], ['ge-tiger-101', '3606']]);
    expect(stackLegal(unitsAt(sil, '3606'))).toBe(false);
    const three = position([['US-4-8', '2914'], ['US-4-12', '2914'], ['US-4-22', '2914']]);
    expect(stackLegal(unitsAt(three, '2914'))).toBe(false);
  });
  it('7.1 strength 1-2 costs one point: four battalions of 2 stack', () => {
    const s = position([['ge-91-1057-3', '2807'], ['ge-91-1058-3', '2807'], ['ge-6fj-1', '2807'], ['ge-6fj-3', '2807']]);
    expect(stackLegal(unitsAt(s, '2807'))).toBe(true);
  });
});
