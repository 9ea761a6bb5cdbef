import type { StaffVideoMedia } from '@app/shared-contracts/schemas';
import { Badge, Button, Image } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useRetryVideo } from '../api/retry-video';

const t = messages.staffVideo;

/** The job's state and percentage, the failure's reason with a retry, the poster when ready. */
export function MediaState({ media }: { media: StaffVideoMedia }) {
  const retry = useRetryVideo(media.id);
  const busy = media.hls_status === 'queued' || media.hls_status === 'processing';
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <p>
        <Badge>{t.states[media.hls_status]}</Badge>
      </p>
      {busy && (
        <progress
          aria-label={t.transcodeProgress}
          max={100}
          value={media.hls_progress}
          className={css({ width: 'full' })}
        >
          {media.hls_progress}%
        </progress>
      )}
      {media.hls_status === 'failed' && (
        <>
          {media.hls_error && <Notice tone="danger">{media.hls_error}</Notice>}
          {media.has_source && (
            <Button onClick={() => retry.mutate()} disabled={retry.isPending}>
              {t.retry}
            </Button>
          )}
        </>
      )}
      {media.hls_status === 'ready' && (
        <>
          <p>
            {t.renditions}: {media.renditions.map((r) => `${r.height}p`).join(' · ')}
          </p>
          {media.poster_url && <Image src={media.poster_url} alt={t.poster} width={320} height={180} />}
        </>
      )}
    </div>
  );
}
