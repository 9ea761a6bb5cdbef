/**
 * Per-request rewriting of a ready video's HLS playlists (decision 0046). The stored playlists
 * hold relative URIs (`240p/index.m3u8`, `seg_000.ts`); each answer carries them with a query
 * signed for one student, so the player (hls.js or the browser's own HLS) needs no header.
 * Only the shapes our pipeline writes are kept: anything else in a playlist is dropped.
 */

/** A rendition's playlist, as the master names it. */
export const RENDITION_PLAYLIST = /^(\d{3,4}p)\/index\.m3u8$/;
/** A segment, as a rendition's playlist names it. */
export const SEGMENT = /^seg_\d{3,5}\.ts$/;

/** Signs one file of the video: its path in the video's folder, and when the link lapses (s). */
export type SignPath = (path: string, expires: number) => string;

const isUri = (line: string) => line !== '' && !line.startsWith('#');

/** The master playlist with each rendition's URI signed until `expires`. */
export function rewriteMaster(text: string, sign: SignPath, expires: number): string {
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!isUri(line)) {
      // A tag with its own URI attribute (audio groups, I-frames) is not something we write.
      if (!/URI="/.test(line)) out.push(line);
      continue;
    }
    if (!RENDITION_PLAYLIST.test(line)) {
      // Drop the #EXT-X-STREAM-INF that announced it, too.
      if (out.at(-1)?.startsWith('#EXT-X-STREAM-INF')) out.pop();
      continue;
    }
    out.push(`${line}?${sign(line, expires)}`);
  }
  return `${out.join('\n').trim()}\n`;
}

/**
 * A rendition's playlist with each segment signed until its own start plus `ttl`: the player
 * fetches a segment shortly before its time, so a linear viewing never meets a lapsed link, while
 * a copied link still dies within minutes of the moment it belongs to.
 */
export function rewriteMedia(
  text: string,
  rendition: string,
  sign: SignPath,
  nowSeconds: number,
  ttl: number,
) {
  const out: string[] = [];
  let start = 0;
  let duration = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!isUri(line)) {
      if (/URI="/.test(line)) continue;
      const inf = /^#EXTINF:([\d.]+)/.exec(line);
      if (inf) duration = Number(inf[1]);
      out.push(line);
      continue;
    }
    if (!SEGMENT.test(line)) {
      if (out.at(-1)?.startsWith('#EXTINF')) out.pop();
      continue;
    }
    const expires = nowSeconds + ttl + Math.ceil(start);
    out.push(`${line}?${sign(`${rendition}/${line}`, expires)}`);
    start += duration;
  }
  return `${out.join('\n').trim()}\n`;
}
