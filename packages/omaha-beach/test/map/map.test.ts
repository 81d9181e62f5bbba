// The map (DDOB 2.1) and the digest's map-fact tests.
import { describe, expect, it } from 'vitest';
import { MAP, distance, loadMap, neighbourIds } from '../../src/index.js';

describe('DDOB 2.1 map', () => {
  it('has 600 hexes, 13 WNs (18 hexes), 67 lettered + 6 unnamed reinforcement positions, 31 boxes', () => {
    expect(MAP.data.hexes).toHaveLength(600);
    const wns = MAP.data.positions.filter((p) => p.kind === 'wn');
    expect(wns).toHaveLength(13);
    expect(wns.flatMap((p) => p.hexes)).toHaveLength(18);
    const rp = MAP.data.positions.filter((p) => p.kind === 'reinforcement');
    expect(rp.filter((p) => p.kind === 'reinforcement' && p.named)).toHaveLength(67);
    expect(rp.filter((p) => p.kind === 'reinforcement' && !p.named)).toHaveLength(6);
    expect(MAP.boxes).toHaveLength(31);
  });
  it('42 VP reinforcement positions (20.3)', () => {
    expect(MAP.data.positions.filter((p) => p.kind === 'reinforcement' && p.vp)).toHaveLength(42);
  });
  it('E-32 WN62 = {0812, 0912}, adjacent, one position', () => {
    expect(MAP.position.get('WN62')?.hexes).toEqual(['0812', '0912']);
    expect(neighbourIds('0812')).toContain('0912');
    expect(MAP.positionAt.get('0912')?.id).toBe('WN62');
  });
  it('§7.4-1 distance(0728, 0626) = distance(0728, 0527) = 2', () => {
    expect(distance('0728', '0626')).toBe(2);
    expect(distance('0728', '0527')).toBe(2);
  });
  it('E-02 box ER1 lands on 0513 (low), 0613 (mid), 0714 (high)', () => {
    expect(MAP.box.get('ER1')?.landing).toEqual({ low: '0513', mid: '0613', high: '0714' });
  });
  it('the three unlettered East boxes have no high-tide hex (5.11)', () => {
    expect(MAP.boxes.slice(0, 3).map((b) => [b.lettered, b.landing.high])).toEqual([[false, null], [false, null], [false, null]]);
  });
  it('E-03 WN65 (East, red) projects into exactly six West hexes 0419 0520 0619 0720 0819 0820', () => {
    const west = (MAP.fieldOfFire.get('WN65') ?? []).filter((e) => MAP.hex.get(e.hex)?.sector === 'West').map((e) => e.hex).sort();
    expect(west).toEqual(['0419', '0520', '0619', '0720', '0819', '0820']);
  });
  it('E-04 brown dots in 1313 and 1314 belong only to C5, not C1', () => {
    const c1 = (MAP.fieldOfFire.get('C1') ?? []).map((e) => e.hex);
    const c5 = (MAP.fieldOfFire.get('C5') ?? []).map((e) => e.hex);
    expect(c1).not.toContain('1313');
    expect(c1).not.toContain('1314');
    expect(c5).toEqual(expect.arrayContaining(['1313', '1314']));
  });
  it('E-28 1014 and 0828 are unnamed reinforcement positions (priority 0)', () => {
    for (const h of ['1014', '0828']) expect(MAP.positionAt.get(h)).toMatchObject({ kind: 'reinforcement', named: false, priority: 0 });
  });
  it('E-11 0612 is the only East obstacle hex without red/purple/blue dots', () => {
    const east = MAP.data.hexes.filter((h) => h.sector === 'East' && h.obstacles);
    const free = east.filter((h) => !(h.fire ?? []).some((d) => ['red', 'purple', 'blue'].includes(d.colour))).map((h) => h.id);
    expect(free).toEqual(['0612']);
  });
  it('a malformed map is refused with the field named', () => {
    expect(() => loadMap({ ...MAP.data, hexes: [{ id: '12', terrain: 'beach', sector: 'East' }] })).toThrow(/hexes\.0\.id/);
  });
});
