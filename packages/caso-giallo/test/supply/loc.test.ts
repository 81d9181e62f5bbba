/** CG R2.4h, R9.6: the Line of Communication's French hexes, rivers and fields (rules lab). */
import { describe, expect, it } from 'vitest';
import { traceLineOfCommunication } from '@esagono/caso-giallo';
import { alliedLocField } from '../../src/endphase/segments.js';
import { lineOfCommunicationField } from '../../src/supply/index.js';
import { LB, LL, labPosition } from '../lab/lab.js';

describe('CG R2.4h, R9.6 Line of Communication', () => {
  it('CG R2.4h: never into or through a non-French hex, except the hex it starts from', () => {
    // Lab: columns 01-03 France, 04-07 Belgium. F1 in Belgium next to France traces; two hexes in, it does not.
    const s = labPosition({ F1: '0404', F2: '0405' }, 'allied', 'move');
    const field = alliedLocField(s);
    expect(field[LL('0404')]).toBe(1);
    expect(field[LL('0405')]).toBe(0);
    expect(field[LL('0203')]).toBe(1);
    expect(traceLineOfCommunication(s, 'allied', LL('0405'), [LL('0401')])).toBe(false);
    expect(traceLineOfCommunication(s, 'allied', LL('0404'), [LL('0401')])).toBe(true);
    // Through any hex the caller allows, Belgium included.
    expect(traceLineOfCommunication(s, 'allied', LL('0405'), [LL('0401')], () => true)).toBe(true);
  });

  it('CG R9.6, TEC: rivers only at a River Crossing; an uncontested German ZOC in an empty hex blocks, a hex a friendly unit holds does not', () => {
    const s = labPosition({ BEF: '0507', F1: '0407' }, 'allied', 'move');
    const only = (...hexes: string[]) => (loc: number) => hexes.map(LL).includes(loc);
    // Between columns 07 and 08 a Major River, crossed only at 0407|0408.
    expect(traceLineOfCommunication(s, 'allied', LL('0507'), [LL('0508')], only('0507', '0508'))).toBe(false);
    expect(traceLineOfCommunication(s, 'allied', LL('0407'), [LL('0408')], only('0407', '0408'))).toBe(true);
    // Round by the crossing when the line may use it.
    expect(traceLineOfCommunication(s, 'allied', LL('0507'), [LL('0508')], only('0507', '0407', '0408', '0508'))).toBe(true);
    // A German corps in 0302: its ZOC is uncontested in the empty 0402, which the line may not use;
    // the hex a friendly unit holds (F2, 0202) is open although in that ZOC.
    const z = labPosition({ F1: '0204', F2: '0202', IV: '0302' }, 'allied', 'move');
    const field = lineOfCommunicationField(z, 'allied', [LL('0201')]);
    expect(field[LL('0202')]).toBe(1);
    expect(field[LL('0204')]).toBe(1);
    expect(field[LL('0302')]).toBe(0); // the German unit's hex
    expect(field[LL('0402')]).toBe(0);
    // Every hex of the field is French, or a Belgian hex next to France (R2.4h: the first hex only).
    for (let loc = 0; loc < LB.map.size; loc++) if (field[loc] === 1 && LB.country[loc] !== 'FR') expect(LB.ids[loc]!.slice(2)).toBe('04');
  });
});
