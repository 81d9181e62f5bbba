/**
 * The little XML a renderer needs: escaping and stable number formatting, so the same state
 * always gives the same bytes.
 */

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for use in element content and in double- or single-quoted attributes. */
export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids outright (C0 controls but tab, LF, CR) are dropped, not escaped.
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A coordinate with at most two decimals and never `-0`, so output does not depend on float noise. */
export function xmlNumber(v: number): string {
  const r = Math.round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
}

export type XmlAttrs = Readonly<Record<string, string | number | undefined>>;

/** ` key="value"` for each defined attribute, in the order given. */
export function xmlAttrs(a: XmlAttrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? xmlNumber(v) : escapeXml(v)}"`;
  }
  return out;
}

/** An element; `children` is already-serialised XML, `text` is escaped content. */
export function xmlElement(name: string, a: XmlAttrs, children?: readonly string[] | string): string {
  if (children === undefined || children.length === 0) return `<${name}${xmlAttrs(a)}/>`;
  const body = typeof children === 'string' ? escapeXml(children) : children.join('');
  return `<${name}${xmlAttrs(a)}>${body}</${name}>`;
}
