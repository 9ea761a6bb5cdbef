import type { Ctx, Row } from './bad-input-rows';

// Signed HLS (issue 33, decision 0046): the master playlist, a rendition's playlist and its
// segments. A forged, lapsed or missing signature, a path that tries to leave the rendition's
// folder and a file of another shape (404, as a bad id) each get their 4xx; the suite checks
// that nothing changed.
const SIG = 'A'.repeat(43);

export function videoHlsRows(c: Ctx): Row[] {
  const out: Row[] = [];
  const add = (r: Row) => out.push(r);
  const future = Math.floor(Date.now() / 1000) + 600;
  const ok = `u=1&e=${future}&s=${SIG}`;
  const hls = (path: string, q = ok, id: number | string = c.ownVideoId) =>
    `/v1/media/hls/${id}/${path}?${q}`;

  for (const [what, path] of [
    ['master', 'master.m3u8'],
    ['rendition playlist', '240p/index.m3u8'],
    ['segment', '240p/seg_000.ts'],
  ] as const) {
    add({
      name: `hls ${what}: a forged signature`,
      method: 'GET',
      url: hls(path),
      actor: 'guest',
      status: 403,
      code: 'MEDIA_LINK_INVALID',
    });
    add({
      name: `hls ${what}: a forged signature with a token`,
      method: 'GET',
      url: hls(path),
      actor: 'student',
      status: 403,
      code: 'MEDIA_LINK_INVALID',
    });
    add({
      name: `hls ${what}: a lapsed link`,
      method: 'GET',
      url: hls(path, `u=1&e=1000&s=${SIG}`),
      actor: 'guest',
      status: 403,
      code: 'MEDIA_LINK_INVALID',
    });
    add({
      name: `hls ${what}: no signature`,
      method: 'GET',
      url: hls(path, `u=1&e=${future}`),
      actor: 'guest',
      status: 422,
      field: 's',
    });
    add({
      name: `hls ${what}: a user id that is a word`,
      method: 'GET',
      url: hls(path, `u=abc&e=${future}&s=${SIG}`),
      actor: 'guest',
      status: 422,
      field: 'u',
    });
    add({
      name: `hls ${what}: an extra query field`,
      method: 'GET',
      url: hls(path, `${ok}&path=../../app-secret`),
      actor: 'guest',
      status: 422,
    });
    add({
      name: `hls ${what}: a video id that is a word`,
      method: 'GET',
      url: hls(path, ok, 'abc'),
      actor: 'guest',
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  for (const [what, rendition, file, field] of [
    ['a rendition folder of dots', '..', 'index.m3u8', 'rendition'],
    ['an encoded climb in the rendition', '..%2F..', 'index.m3u8', 'rendition'],
    ['a rendition that is no height', 'source', 'seg_000.ts', 'rendition'],
    ['a segment of another type', '240p', 'seg_000.mp4', 'file'],
    ['a segment with a NUL', '240p', 'seg_000.ts%00.m3u8', 'file'],
    ['an encoded climb in the file', '240p', '..%2F..%2Fapp-secret', 'file'],
    ['the poster through the segment route', '240p', 'poster.jpg', 'file'],
  ] as const) {
    // A path parameter of the wrong shape is no such file: 404 NOT_FOUND, as a bad id is.
    add({
      name: `hls: ${what} (${field})`,
      method: 'GET',
      url: hls(`${rendition}/${file}`),
      actor: 'guest',
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  return out;
}
