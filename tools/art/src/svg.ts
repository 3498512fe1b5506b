// The few helpers every picture is written with: escaped text, attributes from an object, compact numbers and the
// document around a body. No DOM: the art is built as strings in Node.

type AttrValue = string | number | undefined | null | false;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value, safe inside XML. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** A number with at most one decimal, without trailing zeros or a leading zero: coordinates stay short. */
export const num = (value: number) => String(Math.round(value * 10) / 10).replace(/^(-?)0\./, '$1.');

/** One element; attributes that are undefined, null or false are left out, numbers are shortened. */
export function el(name: string, attrs: Record<string, AttrValue> = {}, children?: string): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== false)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
  return children === undefined ? `<${name}${list}/>` : `<${name}${list}>${children}</${name}>`;
}

/** A path's `d` from points: `M x y L x y … Z`. */
export const polygon = (points: readonly (readonly [number, number])[]) =>
  `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;

/** Every text's font (set once on the root): the reader's own, no font file to fetch. */
export const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

export interface SvgDocument {
  width: number;
  height: number;
  /** The picture's accessible name (`<title>`, its first child). */
  title: string;
  defs?: string;
  body: string;
}

/** A standalone SVG file: no external reference, no script, its title first. */
export function svgDocument({ width, height, title, defs = '', body }: SvgDocument): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" font-family="${FONT}">`;
  return `${open}${el('title', {}, escapeXml(title))}${defs ? el('defs', {}, defs) : ''}${body}</svg>\n`;
}

/** A linear gradient; `stops` as colours spread evenly, or [offset, colour] pairs. */
export function linearGradient(
  id: string,
  stops: readonly (string | readonly [number, string])[],
  { x1 = 0, y1 = 0, x2 = 0, y2 = 1 }: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const children = stops
    .map((stop, index) => {
      const [offset, color] = typeof stop === 'string' ? [stops.length === 1 ? 0 : index / (stops.length - 1), stop] : stop;
      return el('stop', { offset, 'stop-color': color });
    })
    .join('');
  return el('linearGradient', { id, x1, y1, x2, y2 }, children);
}
