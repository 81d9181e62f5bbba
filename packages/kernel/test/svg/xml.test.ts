import { describe, expect, it } from 'vitest';
import { escapeXml, xmlElement, xmlNumber } from '../../src/index.js';

describe('svg/xml: the renderers\' XML helpers', () => {
  it('escapes the five XML entities and drops the control characters XML 1.0 forbids', () => {
    expect(escapeXml(`a<b>&"c'\u0001\td`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;\td');
  });
  it('prints numbers with at most two decimals and never -0', () => {
    expect(xmlNumber(1.23456)).toBe('1.23');
    expect(xmlNumber(-0.001)).toBe('0');
  });
  it('writes elements with defined attributes only, escaped text and serialised children', () => {
    expect(xmlElement('g', { id: 'x', skip: undefined, x: 0.5 })).toBe('<g id="x" x="0.5"/>');
    expect(xmlElement('text', { y: 2 }, 'A & B')).toBe('<text y="2">A &amp; B</text>');
    expect(xmlElement('g', {}, ['<a/>', '<b/>'])).toBe('<g><a/><b/></g>');
  });
});
