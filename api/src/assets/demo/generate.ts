/**
 * Demo media written by code (no binary images in the repository): SVG covers, avatars, banners
 * and header images, and small PDF notes. The binaries are the three short clips beside this file (lesson*.mp4).
 */

const PALETTES: [string, string][] = [
  ['#3b0764', '#7e22ce'],
  ['#1e3a8a', '#2563eb'],
  ['#064e3b', '#059669'],
  ['#7c2d12', '#ea580c'],
  ['#831843', '#db2777'],
  ['#134e4a', '#0d9488'],
  ['#312e81', '#6366f1'],
  ['#713f12', '#ca8a04'],
];

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function palette(i: number): [string, string] {
  return PALETTES[((i % PALETTES.length) + PALETTES.length) % PALETTES.length] as [string, string];
}

function gradient(id: string, [a, b]: [string, string]) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

// An open book, centred: the covers and teacher banners carry no text (the page shows the title
// beside them), so whatever a layout crops off their edges loses nothing.
function bookMotif(cx: number, cy: number, scale: number) {
  return `<g transform="translate(${cx} ${cy}) scale(${scale})" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" opacity=".55">
<path d="M-40 -22c14-6 26-4 40 6c14-10 26-12 40-6v48c-14-6-26-4-40 6c-14-10-26-12-40-6z"/><path d="M0 -16v54"/></g>`;
}

/** 16:9 course or lecture cover: gradient and motif, the title only as the SVG's <title>. */
export function coverSvg(title: string, subtitle: string, i: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><title>${esc(`${title} — ${subtitle}`)}</title>${gradient('g', palette(i))}
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="80" cy="300" r="140" fill="#fff" opacity=".07"/><circle cx="560" cy="40" r="90" fill="#fff" opacity=".08"/>
${bookMotif(320, 180, 1.6)}
</svg>\n`;
}

/** Round avatar with the first letter of the name. */
export function avatarSvg(name: string, i: number): string {
  const letter = [...name.replace(/^(أ\.|د\.|م\.)\s*/, '')][0] ?? '؟';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${gradient('g', palette(i))}
<circle cx="128" cy="128" r="128" fill="url(#g)"/>
<text x="128" y="160" text-anchor="middle" font-family="Cairo, Tahoma, sans-serif" font-size="110" font-weight="700" fill="#fff">${esc(letter)}</text>
</svg>\n`;
}

/**
 * Wide banner: a home header image (its title drawn, the carousel shows it whole) or, with
 * `drawTitle` false, a teacher page's banner (cropped by the page, so no text in it).
 */
export function bannerSvg(title: string, i: number, width = 1200, height = 450, drawTitle = true): string {
  const body = drawTitle
    ? `<text x="${width / 2}" y="${height / 2}" direction="rtl" text-anchor="middle" dominant-baseline="middle" font-family="Cairo, Tahoma, sans-serif" font-size="${Math.round(height / 7)}" font-weight="700" fill="#fff">${esc(title)}</text>`
    : bookMotif(width / 2, height / 2, height / 150);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${esc(title)}</title>${gradient('g', palette(i))}
<rect width="${width}" height="${height}" fill="url(#g)"/>
<path d="M0 ${height * 0.75} Q ${width / 2} ${height * 0.55} ${width} ${height * 0.8} V ${height} H 0 Z" fill="#fff" opacity=".1"/>
${body}
</svg>\n`;
}

/**
 * A one-page PDF (valid xref offsets). PDF base fonts have no Arabic glyphs, so the page text is
 * Latin; the note's Arabic name is shown by the app around the download link.
 */
export function notePdf(latinTitle: string): Buffer {
  const text = latinTitle.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj 0 -36 Td /F1 14 Tf (Demo study notes - learning platform) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
