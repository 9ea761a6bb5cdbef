import type { LectureItem, Video } from '@app/shared-contracts';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';

const VideoDialog = lazy(() =>
  import('../features/video/components/video-dialog').then((m) => ({ default: m.VideoDialog })),
);

/** Spec 2 §9: the video dialog opens about 200 ms after the tap (the contents dialog closes first). */
export const VIDEO_OPEN_DELAY_MS = 200;

interface Playing {
  lectureId: number;
  video: Video;
  items: LectureItem[];
}

/** Which video plays, opened after the delay; shared by the lectures section and the lecture page. */
export function usePlayer(lectureId: number | null = null) {
  const [playing, setPlaying] = useState<Playing | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const play = useCallback(
    (video: Video, items: LectureItem[], forLecture?: number) => {
      if (timer.current) clearTimeout(timer.current);
      const id = forLecture ?? lectureId ?? 0;
      timer.current = setTimeout(() => setPlaying({ lectureId: id, video, items }), VIDEO_OPEN_DELAY_MS);
    },
    [lectureId],
  );
  return { playing, setPlaying, play };
}

export function VideoPlayerHost({
  player,
  onClosed,
}: {
  player: ReturnType<typeof usePlayer>;
  /** Runs when the student closes the video (the course page reopens the contents it came from). */
  onClosed?: () => void;
}) {
  const { playing, setPlaying } = player;
  if (!playing) return null;
  return (
    <Suspense fallback={null}>
      <VideoDialog
        lectureId={playing.lectureId}
        video={playing.video}
        items={playing.items}
        onOpenChange={(open) => {
          if (open) return;
          setPlaying(null);
          onClosed?.();
        }}
        onSwitch={(video) => setPlaying({ ...playing, video })}
      />
    </Suspense>
  );
}
