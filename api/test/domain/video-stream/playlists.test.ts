import { describe, expect, it } from 'vitest';
import { rewriteMaster, rewriteMedia } from '../../../src/domain/video-stream/index';

const sign = (path: string, expires: number) => `p=${path}&e=${expires}`;

describe('HLS playlist rewriting', () => {
  it('signs each rendition of the master and drops what the pipeline never writes', () => {
    const out = rewriteMaster(
      [
        '#EXTM3U',
        '#EXT-X-STREAM-INF:BANDWIDTH=400000',
        '240p/index.m3u8',
        '#EXT-X-MEDIA:TYPE=AUDIO,URI="http://evil/a.m3u8"',
        '#EXT-X-STREAM-INF:BANDWIDTH=2',
        '/etc/passwd',
        '',
      ].join('\r\n'),
      sign,
      99,
    );
    expect(out).toBe('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000\n240p/index.m3u8?p=240p/index.m3u8&e=99\n');
  });

  it("signs each segment until its own start plus the TTL, under the rendition's path", () => {
    const text =
      '#EXTM3U\n#EXTINF:4.5,\nseg_000.ts\n#EXTINF:4.5,\nseg_001.ts\n#EXTINF:1,\n../x.ts\n#EXT-X-ENDLIST';
    expect(rewriteMedia(text, '360p', sign, 1000, 600)).toBe(
      '#EXTM3U\n#EXTINF:4.5,\nseg_000.ts?p=360p/seg_000.ts&e=1600\n#EXTINF:4.5,\nseg_001.ts?p=360p/seg_001.ts&e=1605\n#EXT-X-ENDLIST\n',
    );
  });
});
