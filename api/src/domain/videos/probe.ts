import { FFPROBE, run } from './ffmpeg';

export interface MediaInfo {
  durationSeconds: number;
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
}

/** Why a source is refused; the message is Arabic and shown to staff as hls_error. */
export class MediaRejected extends Error {}

export const MEDIA_MESSAGES = {
  notVideo: 'الملف ليس فيديو صالحًا أو أنه تالف',
  noVideoStream: 'الملف لا يحتوي على صورة فيديو',
  badDuration: 'مدة الفيديو غير مقبولة (من ثانية إلى ٦ ساعات)',
  badSize: 'أبعاد الفيديو غير مقبولة',
  transcodeFailed: 'تعذّر تحويل الفيديو؛ قد يكون الملف تالفًا أو ناقصًا',
  sourceMissing: 'ملف الفيديو الأصلي غير موجود؛ ارفعه من جديد',
} as const;

const MAX_SECONDS = 6 * 3600;

function fpsOf(rate: string | undefined): number {
  const [n, d] = (rate ?? '').split('/').map(Number);
  const fps = n && d ? n / d : Number(n);
  return Number.isFinite(fps) && fps >= 1 && fps <= 120 ? fps : 25;
}

/** ffprobe before transcoding: a real video stream with a sane duration and size, or MediaRejected. */
export async function probeMedia(file: string): Promise<MediaInfo> {
  const res = await run(FFPROBE, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file], {
    timeoutMs: 60_000,
  });
  if (res.code !== 0) throw new MediaRejected(MEDIA_MESSAGES.notVideo);
  let parsed: {
    format?: { duration?: string; format_name?: string };
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      r_frame_rate?: string;
      avg_frame_rate?: string;
      duration?: string;
      disposition?: { attached_pic?: number };
    }[];
  };
  try {
    parsed = JSON.parse(res.stdout);
  } catch {
    throw new MediaRejected(MEDIA_MESSAGES.notVideo);
  }
  const streams = parsed.streams ?? [];
  // A still image (or an mp3's cover art) is a "video" stream to ffprobe, but not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video) throw new MediaRejected(MEDIA_MESSAGES.noVideoStream);
  const duration = Number(parsed.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration < 1 || duration > MAX_SECONDS) {
    throw new MediaRejected(MEDIA_MESSAGES.badDuration);
  }
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  if (width < 16 || height < 16 || width > 7680 || height > 4320)
    throw new MediaRejected(MEDIA_MESSAGES.badSize);
  return {
    durationSeconds: duration,
    width,
    height,
    fps: fpsOf(video.avg_frame_rate !== '0/0' ? video.avg_frame_rate : video.r_frame_rate),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}
