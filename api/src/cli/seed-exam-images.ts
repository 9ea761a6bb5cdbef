import sharp from 'sharp';

// Pictures of exam questions drawn at seed time (SVG rendered to PNG by sharp), so the figure and the
// numbers of its question (seed-questions-*.ts) live in the repository as text, not as a binary.
// Labels are Latin (v, t, digits): librsvg does no Arabic shaping without the right fonts.

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** Velocity–time graph of the motion question: from rest to 20 m/s in 4 s (a = 5 m/s²). */
function velocityTimeSvg(): string {
  const x = (t: number) => 60 + t * 70;
  const y = (v: number) => 250 - v * 9;
  const ticks = [1, 2, 3, 4, 5].map(
    (t) =>
      `<line x1="${x(t)}" y1="250" x2="${x(t)}" y2="256" stroke="#1f2937" stroke-width="2"/>` +
      `<text x="${x(t)}" y="274" text-anchor="middle">${t}</text>`,
  );
  const vTicks = [5, 10, 15, 20].map(
    (v) =>
      `<line x1="54" y1="${y(v)}" x2="60" y2="${y(v)}" stroke="#1f2937" stroke-width="2"/>` +
      `<text x="48" y="${y(v) + 6}" text-anchor="end">${v}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">
<rect width="480" height="300" fill="#ffffff"/>
<g font-family="${FONT}" font-size="16" fill="#1f2937">
<line x1="60" y1="250" x2="450" y2="250" stroke="#1f2937" stroke-width="3"/>
<line x1="60" y1="250" x2="60" y2="20" stroke="#1f2937" stroke-width="3"/>
<path d="M450 250 l-10 -6 v12 z M60 20 l-6 10 h12 z" fill="#1f2937"/>
${ticks.join('\n')}
${vTicks.join('\n')}
<text x="48" y="274" text-anchor="end">0</text>
<line x1="60" y1="${y(20)}" x2="${x(4)}" y2="${y(20)}" stroke="#6b7280" stroke-width="2" stroke-dasharray="6 5"/>
<line x1="${x(4)}" y1="${y(20)}" x2="${x(4)}" y2="250" stroke="#6b7280" stroke-width="2" stroke-dasharray="6 5"/>
<line x1="${x(0)}" y1="${y(0)}" x2="${x(4)}" y2="${y(20)}" stroke="#1d4ed8" stroke-width="4"/>
<circle cx="${x(4)}" cy="${y(20)}" r="5" fill="#1d4ed8"/>
<text x="72" y="30" font-weight="bold">v (m/s)</text>
<text x="452" y="240" text-anchor="end" font-weight="bold">t (s)</text>
</g>
</svg>`;
}

/** The pictures drawn here, by file name; any other question picture is a shipped asset. */
export const DRAWN_IMAGES: Record<string, () => Promise<Buffer>> = {
  'velocity-time.png': () => sharp(Buffer.from(velocityTimeSvg())).png().toBuffer(),
};
