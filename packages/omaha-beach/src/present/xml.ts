/** The renderer's XML helpers, under the names this package's renderer uses: one copy, in the kernel (`svg/xml.ts`). */
export { escapeXml, xmlNumber as num, xmlElement as el, type XmlAttrs as Attrs } from '@esagono/kernel';
