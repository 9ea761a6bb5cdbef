import { type CourseContinue, formatDuration } from '@app/shared-contracts';
import { Button } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.continue;

export interface ContinueCardProps {
  last: CourseContinue;
  onContinue: () => void;
  pending?: boolean;
}

/** The course page's "continue where you stopped": one tap back into the last video, at its place. */
export function ContinueCard({ last, onContinue, pending = false }: ContinueCardProps) {
  const done = last.position === 0;
  const share = last.duration > 0 ? Math.min(100, Math.round((last.position / last.duration) * 100)) : 0;
  return (
    <section
      aria-labelledby="course-continue-title"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        padding: '4',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'border',
        bg: 'primary.subtle',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0', flex: '1' })}>
        <h2 id="course-continue-title" className={css({ fontSize: 'md', fontWeight: 'bold' })}>
          {t.title}
        </h2>
        <p className={css({ overflowWrap: 'anywhere' })}>{t.where(last.video_name, last.lecture_name)}</p>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {done
            ? t.watched
            : t.stoppedAt(formatDuration(last.position), last.duration ? formatDuration(last.duration) : '')}
        </p>
        {share > 0 ? (
          <div
            aria-hidden
            className={css({ height: '1', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}
          >
            <div className={css({ height: 'full', bg: 'primary' })} style={{ width: `${share}%` }} />
          </div>
        ) : null}
      </div>
      <Button onClick={onContinue} loading={pending} aria-label={t.action(last.video_name)}>
        {t.actionShort}
      </Button>
    </section>
  );
}
