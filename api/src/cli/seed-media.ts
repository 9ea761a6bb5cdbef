import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { avatarSvg, bannerSvg, coverSvg, notePdf } from '../assets/demo/generate';

const assetsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'demo');

/**
 * Writes the demo media under `<uploads>/demo/` and returns their public /uploads/demo/... paths.
 * Files are rewritten on every run (same bytes), which keeps the seed idempotent.
 */
export function createMediaWriter(uploadsDir: string) {
  const dir = join(uploadsDir, 'demo');
  mkdirSync(dir, { recursive: true });
  const write = (name: string, data: string | Buffer) => {
    writeFileSync(join(dir, name), data);
    return `/uploads/demo/${name}`;
  };
  return {
    cover: (name: string, title: string, subtitle: string, i: number) =>
      write(name, coverSvg(title, subtitle, i)),
    avatar: (name: string, person: string, i: number) => write(name, avatarSvg(person, i)),
    banner: (name: string, title: string, i: number, w?: number, h?: number, drawTitle = true) =>
      write(name, bannerSvg(title, i, w, h, drawTitle)),
    pdf: (name: string, latinTitle: string) => {
      const bytes = notePdf(latinTitle);
      return { url: write(name, bytes), size: bytes.length };
    },
    /** A shipped demo file (a study note in docx or png), copied as it is. */
    asset: (name: string) => {
      const bytes = readFileSync(join(assetsDir, name));
      return { url: write(name, bytes), size: bytes.length };
    },
    /**
     * The shipped 3-second H.264/AAC clip (about 16 KB), kept out of the public /uploads: it is
     * served only through signed, expiring player links (routes/video).
     */
    video: () => {
      const media = join(dirname(uploadsDir), 'media');
      mkdirSync(media, { recursive: true });
      copyFileSync(join(assetsDir, 'lesson.mp4'), join(media, 'lesson.mp4'));
      return 'media/lesson.mp4';
    },
  };
}

export type MediaWriter = ReturnType<typeof createMediaWriter>;

/** The row an insert or lookup must have produced (a missing one is a bug of the seed itself). */
export function must<T>(value: T | undefined | null, what = 'seed row'): T {
  if (value === undefined || value === null) throw new Error(`${what} missing`);
  return value;
}
