import { Navigate, useNavigate, useParams } from '@app/router';
import { errorBodyOf, pathFor, truncate } from '@app/shared-contracts';
import { lectureContentsMessages } from '@app/shared-contracts/errors';
import { Button, ErrorState, ExpandableText, Image, Skeleton, snack, useIsDesktop } from '@app/ui';
import { useEffect } from 'react';
import { css } from '#styled-system/css';
import { useLectureContents } from '../features/contents/api/get-lecture-contents';
import { ContentsList } from '../features/contents/components/contents-list';
import { messages } from '../messages';
import { usePlayer, VideoPlayerHost } from '../widgets/video-player-host';

/** Spec 2 §2: cut like the course's description, 350 characters on desktop and 200 on phone. */
const LIMIT = { desktop: 350, phone: 200 } as const;

function Description({ text }: { text: string | null }) {
  const desktop = useIsDesktop();
  if (!text) return null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <ExpandableText text={text} preview={truncate(text, desktop ? LIMIT.desktop : LIMIT.phone)} />
    </div>
  );
}

/** /lectures/{id} in the 'seperated' layout (the route table sends other layouts to not-found). */
export default function LecturePage() {
  const id = Number(useParams().id);
  const query = useLectureContents(Number.isInteger(id) ? id : 0);
  const navigate = useNavigate();
  const player = usePlayer(id);
  const courseId = (errorBodyOf(query.error) as { course_id?: unknown } | undefined)?.course_id;
  // Not bought: to the course, with the reason (spec 2 §8 'Lecture contents').
  useEffect(() => {
    if (typeof courseId !== 'number') return;
    snack(lectureContentsMessages.mustPurchase, 'info');
    navigate(pathFor('course', { id: courseId }), { replace: true });
  }, [courseId, navigate]);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={pathFor('not-found')} replace />;
  if (query.isPending || typeof courseId === 'number') return <Skeleton height="14rem" />;
  if (query.isError || !query.data) {
    return <ErrorState message={lectureContentsMessages.fallback} onRetry={() => void query.refetch()} />;
  }
  const { lecture } = query.data;
  return (
    <article
      aria-label={lecture.name}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        padding: '4',
        maxWidth: '5xl',
        marginInline: 'auto',
        width: '100%',
      })}
    >
      {lecture.image_url ? (
        <Image
          src={lecture.image_url}
          alt=""
          className={css({ borderRadius: 'lg', aspectRatio: '16/9', maxHeight: '18rem', objectFit: 'cover' })}
        />
      ) : null}
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{lecture.name}</h1>
      <Description text={lecture.description} />
      <section
        aria-label={messages.contents.tab}
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      >
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{messages.contents.tab}</h2>
        <ContentsList
          contents={query.data}
          onPlay={(video) => player.play(video, query.data.items, lecture.id)}
        />
      </section>
      <Button variant="outline" onClick={() => navigate(pathFor('course', { id: lecture.course_id }))}>
        {messages.contents.backToCourse}
      </Button>
      <VideoPlayerHost player={player} />
    </article>
  );
}
