import { useNavigate } from '@app/router';
import {
  appEvents,
  type CourseLecturesProps,
  type Lecture,
  pathFor,
  queryKeys,
  useSession,
} from '@app/shared-contracts';
import { snack } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ContinueCard } from '../features/continue/components/continue-card';
import { LectureList } from '../features/lectures/components/lecture-list';
import { messages } from '../messages';
import { useContinueCourse } from './use-continue-course';
import { usePlayer, VIDEO_OPEN_DELAY_MS, VideoPlayerHost } from './video-player-host';

// The dialogs load when first wanted: the course page pays for the list only.
const PurchaseDialog = lazy(() =>
  import('../features/lectures/components/purchase-dialog').then((m) => ({
    default: m.LecturePurchaseDialog,
  })),
);
const ContentsDialog = lazy(() =>
  import('../features/contents/components/contents-dialog').then((m) => ({ default: m.ContentsDialog })),
);

type Open = { kind: 'buy' | 'contents'; lecture: Lecture } | null;

/**
 * The lectures section of the course page. Without access a tap opens the purchase dialog; with
 * access the contents dialog, or the lecture page in the 'seperated' layout (spec 2 §4).
 */
export default function CourseLectures({ course }: CourseLecturesProps) {
  const [open, setOpen] = useState<Open>(null);
  const signedIn = useSession((s) => s.token !== null);
  const separated = useSession((s) => s.appData?.lectures_view_layout === 'seperated');
  const navigate = useNavigate();
  const player = usePlayer();
  // The lecture whose contents the playing video was opened from: closing the video goes back there.
  const [playedFrom, setPlayedFrom] = useState<Lecture | null>(null);
  const client = useQueryClient();
  const openLecture = (lecture: Lecture) =>
    separated ? navigate(pathFor('lecture', { id: lecture.id })) : setOpen({ kind: 'contents', lecture });
  const resume = useContinueCourse(course, signedIn, {
    play: (lecture, video, items) => {
      setPlayedFrom(lecture);
      player.play(video, items, lecture.id);
    },
    openLecture,
  });
  // Repurchased: the views start over, so learning's own copy of its contents is read again.
  useEffect(
    () =>
      appEvents.on('purchased', (event) => {
        if (event.kind === 'lecture')
          void client.invalidateQueries({ queryKey: queryKeys.learning.lectureContents(event.id) });
      }),
    [client],
  );
  return (
    <>
      {resume.last ? (
        <ContinueCard last={resume.last} pending={resume.pending} onContinue={() => void resume.resume()} />
      ) : null}
      <LectureList
        course={course}
        onAction={(lecture, action) => {
          if (!signedIn) return navigate(pathFor('login', {}, { course: course.id }));
          // A whole course sells no lecture on its own (the api refuses it): buy the course.
          if (action === 'buy' && course.pay_type === 'course') {
            return snack(messages.lectures.buyCourseFirst, 'info');
          }
          if (action !== 'open') return setOpen({ kind: 'buy', lecture });
          openLecture(lecture);
        }}
      />
      <Suspense fallback={null}>
        {open?.kind === 'buy' ? (
          <PurchaseDialog
            lecture={open.lecture}
            open
            onOpenChange={(next) => (next ? undefined : setOpen(null))}
          />
        ) : null}
        {open?.kind === 'contents' ? (
          <ContentsDialog
            lecture={open.lecture}
            open
            onOpenChange={(next) => (next ? undefined : setOpen(null))}
            onPlay={(video, items) => {
              setOpen(null);
              setPlayedFrom(open.lecture);
              player.play(video, items, open.lecture.id);
            }}
          />
        ) : null}
      </Suspense>
      <VideoPlayerHost
        player={player}
        onClosed={() => {
          const from = playedFrom;
          setPlayedFrom(null);
          // After the closing key or click is over: opened at once, the contents took the same
          // Escape that closed the video and closed again.
          if (from && !separated)
            setTimeout(() => setOpen({ kind: 'contents', lecture: from }), VIDEO_OPEN_DELAY_MS);
        }}
      />
    </>
  );
}
