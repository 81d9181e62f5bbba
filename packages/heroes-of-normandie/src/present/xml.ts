/** Escaping and stable numbers for the SVG renderer: the same view always gives the same bytes. */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const esc = (t: string): string => t.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** At most two decimals, never -0. */
export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
}

/** An element with attributes (numbers formatted, text escaped) and serialised children or escaped text. */
export function el(name: string, a: Readonly<Record<string, string | number | undefined>>, body?: readonly string[] | string): string {
  let at = '';
  for (const [k, v] of Object.entries(a)) if (v !== undefined) at += ` ${k}="${typeof v === 'number' ? num(v) : esc(v)}"`;
  if (body === undefined || body.length === 0) return `<${name}${at}/>`;
  return `<${name}${at}>${typeof body === 'string' ? esc(body) : body.join('')}</${name}>`;
}
