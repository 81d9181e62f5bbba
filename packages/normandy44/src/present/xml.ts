/** The little XML the renderer needs: escaping and stable numbers, so a state always gives the same bytes. */

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids (C0 controls but tab, LF, CR) are dropped.
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** At most two decimals and never `-0`. */
export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
}

export type Attrs = Readonly<Record<string, string | number | undefined>>;

export function el(name: string, a: Attrs, children?: readonly string[] | string): string {
  let at = '';
  for (const [k, v] of Object.entries(a)) if (v !== undefined) at += ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`;
  if (children === undefined || children.length === 0) return `<${name}${at}/>`;
  const body = typeof children === 'string' ? escapeXml(children) : children.join('');
  return `<${name}${at}>${body}</${name}>`;
}
