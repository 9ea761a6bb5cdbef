import { type LectureContentsResponse, RemoteModule, type Video } from '@app/shared-contracts';
import { formatFileSize } from '@app/shared-contracts/format';
import { Badge, Button, EmptyState } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.contents;
const itemClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  padding: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
});
const lineClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

/** Views left of a video (spec 2 §9): views_limit − counted_views; null when unlimited. */
export function viewsLeft(video: Pick<Video, 'views_limit' | 'counted_views'>): number | null {
  return video.views_limit === null ? null : Math.max(0, video.views_limit - video.counted_views);
}

export function ViewsLeft({ video }: { video: Video }) {
  const left = viewsLeft(video);
  if (left === null) return <Badge>{t.unlimited}</Badge>;
  if (left === 0) return <Badge tone="danger">{t.noViewsLeft}</Badge>;
  // highlighted as an error when one view remains
  return <Badge tone={left === 1 ? 'danger' : 'neutral'}>{t.viewsLeft(left)}</Badge>;
}

export function AttendanceChip({ video }: { video: Video }) {
  if (video.hide_attendance_chips) return null;
  return <Badge tone="info">{video.attendance_chip_text ?? t.defaultChip}</Badge>;
}

function ExamItem({
  examCode,
  courseId,
  name,
  locked,
}: {
  examCode: string;
  courseId: number;
  name: string;
  locked: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={lineClass}>
        <span className={css({ flex: '1', fontWeight: 'semibold' })}>{name}</span>
        {locked ? <Badge>{t.locked}</Badge> : null}
        <Button
          size="sm"
          variant="outline"
          disabled={locked}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {messages.contents.exams}
        </Button>
      </div>
      {open && !locked ? (
        <RemoteModule remote="mfe-exams" module="./widgets/exam-details" props={{ examCode, courseId }} />
      ) : null}
    </>
  );
}

export interface ContentsListProps {
  contents: LectureContentsResponse;
  onPlay: (video: Video) => void;
}

/** A lecture's videos and exams in `items` order with their locks, then its attachments. */
export function ContentsList({ contents, onPlay }: ContentsListProps) {
  const { items, attachments } = contents;
  if (items.length === 0 && attachments.length === 0) return <EmptyState title={t.empty} />;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {items.map((entry) => (
          <li key={`${entry.type}-${entry.item.id}`} className={itemClass}>
            {entry.type === 'video' ? (
              <div className={lineClass}>
                <Button
                  size="sm"
                  disabled={entry.locked || !entry.item.viewable}
                  aria-label={t.play(entry.item.name)}
                  onClick={() => onPlay(entry.item)}
                >
                  ▶
                </Button>
                <span className={css({ flex: '1', fontWeight: 'semibold' })}>{entry.item.name}</span>
                {entry.locked ? <Badge>{t.locked}</Badge> : <ViewsLeft video={entry.item} />}
                <AttendanceChip video={entry.item} />
              </div>
            ) : (
              <ExamItem
                examCode={entry.item.exam_code}
                courseId={contents.lecture.course_id}
                name={entry.item.name}
                locked={entry.locked}
              />
            )}
          </li>
        ))}
      </ul>
      {attachments.length > 0 ? (
        <section aria-label={t.attachments}>
          <h3 className={css({ fontWeight: 'bold', marginBlockEnd: '2' })}>{t.attachments}</h3>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {attachments.map((a) => (
              <li key={a.id}>
                <a
                  href={a.url}
                  download
                  aria-label={t.download(a.name)}
                  className={css({ color: 'primary.text', textDecoration: 'underline' })}
                >
                  {a.name} (<bdi dir="ltr">{a.meta.extension}</bdi>)
                </a>{' '}
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{formatFileSize(a.size)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
