import { type LectureItem, queryKeys, useSession, type Video } from '@app/shared-contracts';
import { loadMessages } from '@app/shared-contracts/errors';
import { Badge, Button, Dialog, ErrorState, Spinner } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useVideoApp } from '../api/get-video-app';
import { useMarkSeen } from '../api/mark-seen';
import { neighboursOf } from '../neighbours';
import { desktopPlayerLink, playbackMode } from '../playback';
import { Player } from './player';

const t = messages.video;
const c = messages.contents;

export interface VideoDialogProps {
  lectureId: number;
  video: Video;
  items: LectureItem[];
  onOpenChange: (open: boolean) => void;
  onSwitch: (video: Video) => void;
}

function Viewing({
  lectureId,
  video,
  onCounted,
}: {
  lectureId: number;
  video: Video;
  onCounted: () => void;
}) {
  const query = useVideoApp(video.id);
  const client = useQueryClient();
  const seen = useMarkSeen(lectureId);
  // The server counted this viewing: the contents show the new count when next read.
  useEffect(() => {
    if (!query.isSuccess) return;
    onCounted();
    void client.invalidateQueries({ queryKey: queryKeys.learning.lectureContents(lectureId) });
  }, [query.isSuccess, client, lectureId, onCounted]);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState message={loadMessages.video} onRetry={() => void query.refetch()} />;
  return (
    <Player
      video={video}
      src={query.data.src}
      position={query.data.position}
      onEnded={() => seen.mutate(video.id)}
    />
  );
}

/** Plays one video with its views left, attendance chip and its unlocked neighbours (spec 2 §2, §4). */
export function VideoDialog({ lectureId, video, items, onOpenChange, onSwitch }: VideoDialogProps) {
  const platform = useSession((s) => s.platform);
  const app = useSession((s) => s.appData);
  const token = useSession((s) => s.token);
  const mode = playbackMode(platform, app?.enable_wp);
  const { previous, next } = neighboursOf(items, video.id, app?.hide_video_next_button ?? false);
  // Only a viewing the server counted (the web player got its stream) takes one view: the
  // download prompt, the desktop program's link and a failed fetch take none (issue 31).
  const [countedId, setCountedId] = useState<number | null>(null);
  const counted = useCallback(() => setCountedId(video.id), [video.id]);
  const thisViewing = countedId === video.id ? 1 : 0;
  const left =
    video.views_limit === null ? null : Math.max(0, video.views_limit - video.counted_views - thisViewing);
  return (
    <Dialog open onOpenChange={onOpenChange} title={video.name} contentClassName={css({ maxWidth: '3xl' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {mode === 'desktop' ? (
          <a
            href={desktopPlayerLink(video.id, token ?? '')}
            className={css({ alignSelf: 'center', textDecoration: 'underline' })}
          >
            {t.openDesktop}
          </a>
        ) : mode === 'blocked' ? (
          <p
            role="note"
            className={css({ padding: '4', borderRadius: 'lg', bg: 'warning.subtle', color: 'warning.text' })}
          >
            {t.webBlocked}
            {[
              { href: app?.play_store_url, label: t.playStore },
              { href: app?.apple_store_url, label: t.appStore },
              { href: app?.desktop_app_url, label: t.desktop },
            ].map((l) =>
              l.href ? (
                <a
                  key={l.label}
                  href={l.href}
                  className={css({ marginInlineStart: '2', textDecoration: 'underline' })}
                >
                  {l.label}
                </a>
              ) : null,
            )}
          </p>
        ) : (
          <Viewing key={video.id} lectureId={lectureId} video={video} onCounted={counted} />
        )}
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          {left === null ? (
            <Badge>{c.unlimited}</Badge>
          ) : (
            <Badge tone={left <= 1 ? 'danger' : 'neutral'}>{c.viewsLeft(left)}</Badge>
          )}
          {video.hide_attendance_chips ? null : (
            <Badge tone="info">{video.attendance_chip_text ?? c.defaultChip}</Badge>
          )}
        </div>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
          {previous ? (
            <Button variant="outline" onClick={() => onSwitch(previous)}>
              {t.previous}
            </Button>
          ) : (
            <span />
          )}
          {next ? (
            <Button variant="outline" onClick={() => onSwitch(next)}>
              {t.next}
            </Button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
