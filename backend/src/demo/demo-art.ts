// Poster and banner art for the demo site, drawn as SVG so it works offline.

const PALETTES = [
  ['#1d3557', '#e63946'],
  ['#2b2d42', '#ef8354'],
  ['#14213d', '#fca311'],
  ['#264653', '#2a9d8f'],
  ['#3d0066', '#c77dff'],
  ['#003049', '#f77f00'],
  ['#1b263b', '#84a98c'],
  ['#370617', '#e85d04'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

export type ArtKind = 'poster' | 'banner';

export function demoArt(kind: ArtKind, title: string, seed: number): string {
  const [dark, light] = PALETTES[seed % PALETTES.length];
  const [w, h] = kind === 'poster' ? [400, 600] : [1200, 500];
  const lines = wrap(title, kind === 'poster' ? 14 : 28);
  const size = kind === 'poster' ? 42 : 64;
  const top = h / 2 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${top + i * size * 1.15}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const circle =
    kind === 'poster'
      ? `<circle cx="${w * 0.7}" cy="${h * 0.25}" r="${w * 0.35}" fill="${light}" opacity="0.35"/>`
      : `<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.6}" fill="${light}" opacity="0.3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="#0b0b0f"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${circle}<g fill="#ffffff" font-family="Georgia, serif" font-weight="700" font-size="${size}">${text}</g></svg>`;
}
