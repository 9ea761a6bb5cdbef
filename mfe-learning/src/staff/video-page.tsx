import { Link, useParams } from '@app/router';
import { statusOf } from '@app/shared-contracts';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Card, ErrorState, Spinner, StaffPageHeader } from '@app/ui';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useVideoMedia } from '../features/staff-video/api/get-video-media';
import { MediaState } from '../features/staff-video/components/media-state';
import { UploadPanel } from '../features/staff-video/components/upload-panel';
import { messages } from '../messages';

const t = messages.staffVideo;
export const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);
const heading = css({ fontSize: 'lg', fontWeight: 'bold', marginBlockEnd: '3' });
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <h2 className={heading}>{title}</h2>
    {children}
  </Card>
);

/** /staff/videos/:videoId: upload the video's source (tus), follow its transcoding, retry a failure. */
export default function VideoPage() {
  const id = idOf(useParams().videoId);
  const query = useVideoMedia(id);
  if (query.isPending && id > 0) return <Spinner />;
  if (!query.data) {
    const missing = id === 0 || statusOf(query.error) === 404;
    return (
      <ErrorState
        message={missing ? t.notFound : undefined}
        onRetry={missing ? undefined : () => query.refetch()}
      />
    );
  }
  const media = query.data;
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader
        title={t.title(media.name)}
        actions={
          <Link
            to={staffPathFor('lecture-editor', { lectureId: media.lecture_id })}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            {t.back}
          </Link>
        }
      />
      <Section title={t.stateTitle}>
        <MediaState media={media} />
      </Section>
      <Section title={t.uploadTitle}>
        <UploadPanel videoId={media.id} />
      </Section>
    </section>
  );
}
