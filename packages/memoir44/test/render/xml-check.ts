/**
 * A tiny XML well-formedness checker for the renderer's tests (no dependency): one root
 * element, balanced tags, quoted and unique attributes, known entities only, nothing after
 * the root. It returns the element tree with entities decoded, so tests can query it.
 */

export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** Direct text content, entities decoded. */
  text: string;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function isNameStart(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === ':';
}

function isNameChar(c: string): boolean {
  return isNameStart(c) || (c >= '0' && c <= '9') || c === '-' || c === '.';
}

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\n' || c === '\t' || c === '\r';
}

/** Decodes entities, refusing a bare `&` or an unknown entity. */
function decode(raw: string, at: number): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] as string;
    if (c !== '&') {
      out += c;
      continue;
    }
    const end = raw.indexOf(';', i);
    if (end < 0) throw new Error(`bare & near offset ${at + i}`);
    const name = raw.slice(i + 1, end);
    if (name in NAMED) out += NAMED[name];
    else if (name.startsWith('#x') && name.length > 2 && [...name.slice(2)].every((d) => '0123456789abcdefABCDEF'.includes(d))) out += String.fromCodePoint(parseInt(name.slice(2), 16));
    else if (name.startsWith('#') && name.length > 1 && [...name.slice(1)].every((d) => d >= '0' && d <= '9')) out += String.fromCodePoint(Number(name.slice(1)));
    else throw new Error(`unknown entity &${name}; near offset ${at + i}`);
    i = end;
  }
  return out;
}

/** Parses `src` or throws an Error saying what is malformed and where. */
export function parseXml(src: string): XmlElement {
  let i = 0;
  const peek = (s: string) => src.startsWith(s, i);
  const skipSpace = () => {
    while (isSpace(src[i])) i++;
  };
  const name = (): string => {
    const start = i;
    if (!isNameStart(src[i] ?? '')) throw new Error(`expected a name at offset ${i}`);
    while (i < src.length && isNameChar(src[i] as string)) i++;
    return src.slice(start, i);
  };
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (peek('<!--')) {
        const end = src.indexOf('-->', i + 4);
        if (end < 0) throw new Error('unclosed comment');
        i = end + 3;
      } else if (peek('<?')) {
        const end = src.indexOf('?>', i + 2);
        if (end < 0) throw new Error('unclosed processing instruction');
        i = end + 2;
      } else return;
    }
  };

  skipMisc();
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (i < src.length) {
    if (root !== null && stack.length === 0) {
      skipMisc();
      if (i < src.length) throw new Error(`content after the root element at offset ${i}`);
      break;
    }
    if (peek('<!--')) {
      const end = src.indexOf('-->', i + 4);
      if (end < 0) throw new Error('unclosed comment');
      i = end + 3;
    } else if (peek('</')) {
      i += 2;
      const n = name();
      skipSpace();
      if (src[i] !== '>') throw new Error(`expected > closing </${n} at offset ${i}`);
      i++;
      const open = stack.pop();
      if (!open || open.name !== n) throw new Error(`</${n}> closes <${open?.name ?? 'nothing'}> at offset ${i}`);
    } else if (peek('<')) {
      i++;
      const n = name();
      const attrs: Record<string, string> = {};
      for (;;) {
        const hadSpace = isSpace(src[i]);
        skipSpace();
        if (peek('/>') || peek('>')) break;
        if (!hadSpace) throw new Error(`attributes must be separated by space at offset ${i}`);
        const a = name();
        skipSpace();
        if (src[i] !== '=') throw new Error(`attribute ${a} has no = at offset ${i}`);
        i++;
        skipSpace();
        const q = src[i];
        if (q !== '"' && q !== "'") throw new Error(`attribute ${a} is not quoted at offset ${i}`);
        const end = src.indexOf(q, i + 1);
        if (end < 0) throw new Error(`unterminated value of ${a}`);
        const raw = src.slice(i + 1, end);
        if (raw.includes('<')) throw new Error(`< in the value of ${a} at offset ${i}`);
        if (a in attrs) throw new Error(`duplicate attribute ${a} on <${n}>`);
        attrs[a] = decode(raw, i + 1);
        i = end + 1;
      }
      const node: XmlElement = { name: n, attrs, children: [], text: '' };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(node);
      else if (root === null) root = node;
      else throw new Error('a second root element');
      if (peek('/>')) i += 2;
      else {
        i++;
        stack.push(node);
      }
    } else {
      const end = src.indexOf('<', i);
      const stop = end < 0 ? src.length : end;
      const raw = src.slice(i, stop);
      const parent = stack[stack.length - 1];
      if (!parent) {
        if (raw.trim() !== '') throw new Error(`text outside the root at offset ${i}`);
      } else parent.text += decode(raw, i);
      i = stop;
    }
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1]?.name}>`);
  if (root === null) throw new Error('no root element');
  return root;
}

/** Every element of the tree, depth first, root included. */
export function elements(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [root];
  for (const c of root.children) out.push(...elements(c));
  return out;
}

/** Elements with this tag and, if given, this class. */
export function select(root: XmlElement, tag: string, cls?: string): XmlElement[] {
  return elements(root).filter((e) => e.name === tag && (cls === undefined || e.attrs.class === cls));
}
