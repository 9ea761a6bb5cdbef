import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { avatarSvg, bannerSvg, coverSvg, notePdf } from '../assets/demo/generate';
import { PRIVATE_NOTES } from '../lib/note-files';

const assetsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'demo');

const DEMO_CLIPS = ['lesson.mp4', 'lesson-2.mp4', 'lesson-3.mp4'];

/**
 * Writes the demo media under `<uploads>/demo/` and returns their public /uploads/demo/... paths
 * (videos and lecture notes go to private folders beside the uploads).
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
    /**
     * A lecture's note, where production keeps them: DATA_DIR/private/notes, never the public
     * /uploads (routes/attachments/lecture-notes.ts sends it to a student with access only).
     */
    note: (name: string, latinTitle: string) => {
      const bytes = notePdf(latinTitle);
      const notes = join(dirname(uploadsDir), PRIVATE_NOTES);
      mkdirSync(notes, { recursive: true });
      writeFileSync(join(notes, name), bytes);
      // A public copy an older seed left behind must not stay downloadable.
      rmSync(join(dir, name), { force: true });
      return { url: `${PRIVATE_NOTES}/${name}`, size: bytes.length };
    },
    /** Bytes made at seed time (a question's graph drawn by seed-exam-images.ts). */
    file: (name: string, data: Buffer) => ({ url: write(name, data), size: data.length }),
    /** A shipped demo file (a study note in docx or png), copied as it is. */
    asset: (name: string) => {
      const bytes = readFileSync(join(assetsDir, name));
      return { url: write(name, bytes), size: bytes.length };
    },
    /**
     * One of the shipped H.264/AAC clips (3-4 s, under 50 KB each; made once with ffmpeg's test
     * sources), kept out of the public /uploads: they are served only through signed, expiring
     * player links (routes/video).
     */
    video: (i = 0) => {
      const name = DEMO_CLIPS[i % DEMO_CLIPS.length] as string;
      const media = join(dirname(uploadsDir), 'media');
      mkdirSync(media, { recursive: true });
      copyFileSync(join(assetsDir, name), join(media, name));
      return `media/${name}`;
    },
  };
}

export type MediaWriter = ReturnType<typeof createMediaWriter>;

/** The row an insert or lookup must have produced (a missing one is a bug of the seed itself). */
export function must<T>(value: T | undefined | null, what = 'seed row'): T {
  if (value === undefined || value === null) throw new Error(`${what} missing`);
  return value;
}
