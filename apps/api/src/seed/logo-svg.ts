/**
 * Logos of the seeded demo companies, drawn as SVG (made for this project, no third-party marks):
 * a coloured emblem and the company's name. Served like an admin's public image upload.
 */
export type LogoEmblem = 'house' | 'gear' | 'star' | 'truck' | 'wave' | 'roof';

const EMBLEMS: Record<LogoEmblem, string> = {
  house: '<path d="M10 30 32 12l22 18v22H10z" fill="#fff"/><path d="M26 52V38h12v14" fill="COLOUR"/>',
  gear:
    '<circle cx="32" cy="32" r="13" fill="none" stroke="#fff" stroke-width="7"/>' +
    '<path d="M32 8v8M32 48v8M8 32h8M48 32h8M15 15l6 6M43 43l6 6M15 49l6-6M43 21l6-6" stroke="#fff" stroke-width="7" stroke-linecap="round"/>',
  star: '<path d="m32 10 5.5 15.5L53 32l-15.5 5.5L32 54l-5.5-16.5L11 32l15.5-6.5z" fill="#fff"/>',
  truck:
    '<path d="M8 20h30v22H8zM38 28h10l8 8v6H38z" fill="#fff"/>' +
    '<circle cx="18" cy="46" r="5" fill="#fff" stroke="COLOUR" stroke-width="3"/><circle cx="46" cy="46" r="5" fill="#fff" stroke="COLOUR" stroke-width="3"/>',
  wave: '<path d="M8 22h48v8H8z" fill="#fff"/><path d="M8 44c6-6 10-6 16 0s10 6 16 0 10-6 16 0" stroke="#fff" stroke-width="5" fill="none"/>',
  roof: '<path d="M6 36 32 14l26 22" stroke="#fff" stroke-width="7" fill="none" stroke-linejoin="round"/><path d="M18 40h28v12H18z" fill="#fff"/>',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hex = ([r, g, b]: [number, number, number]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** A 200×80 logo: the emblem in a rounded square of the company colour, the name beside it (two lines when long). */
export function logoSvg(name: string, colour: [number, number, number], emblem: LogoEmblem): Buffer {
  const fill = hex(colour);
  const words = name.split(' ');
  const lines = name.length > 14 && words.length > 1 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [name];
  const text = lines
    .map((line, i) => `<text x="80" y="${lines.length === 1 ? 48 : 36 + i * 22}" font-size="${lines.length === 1 ? 20 : 18}">${escapeXml(line)}</text>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<g transform="translate(8 8)"><rect width="64" height="64" rx="14" fill="${fill}"/>${EMBLEMS[emblem].replace(/COLOUR/g, fill)}</g>` +
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700" fill="#17202b">${text}</g>` +
    `</svg>`;
  return Buffer.from(svg, 'utf8');
}
