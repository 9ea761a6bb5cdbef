export type TextPart = { type: 'text'; value: string } | { type: 'link'; value: string; href: string };

// http(s) URLs, www. addresses (opened as https) and mailto addresses; everything else stays
// text (rendered as text nodes).
const LINK_RE = /\b(?:https?:\/\/[^\s<>"']+|www\.[^\s<>"']+|mailto:[^\s<>"']+)/gi;
const TRAILING = /[.,;:!?؟،؛)\]}»'"]+$/;
const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return ALLOWED.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits server text into text and link parts so a component renders `<a>` for links and plain
 * text nodes for the rest: no HTML is ever interpreted (never dangerouslySetInnerHTML).
 */
export function linkify(text: string | null | undefined): TextPart[] {
  if (!text) return [];
  const parts: TextPart[] = [];
  let last = 0;
  const push = (value: string) => {
    if (!value) return;
    const prev = parts[parts.length - 1];
    if (prev?.type === 'text') prev.value += value;
    else parts.push({ type: 'text', value });
  };
  for (const match of text.matchAll(LINK_RE)) {
    const start = match.index ?? 0;
    let raw = match[0];
    const trail = raw.match(TRAILING)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trail.length);
    push(text.slice(last, start));
    const href = safeHref(/^www\./i.test(raw) ? `https://${raw}` : raw);
    if (href) parts.push({ type: 'link', value: raw, href });
    else push(raw);
    last = start + raw.length;
  }
  push(text.slice(last));
  return parts;
}
