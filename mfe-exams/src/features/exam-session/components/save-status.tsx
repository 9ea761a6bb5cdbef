import { pluralAr } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import type { QueueStatus } from '../api/answer-queue';

const t = messages.session;

/** Says plainly whether answers wait for the connection or are all saved. */
export function SaveStatus({ status }: { status: QueueStatus }) {
  const text =
    status.state === 'offline'
      ? `${t.offline} — ${pluralAr(status.waiting, t.waiting)}`
      : status.state === 'saving'
        ? t.saving
        : status.state === 'saved'
          ? t.allSaved
          : null;
  if (!text) return null;
  return (
    <p
      role="status"
      data-state={status.state}
      className={css({
        fontSize: 'sm',
        color: status.state === 'offline' ? 'warning.text' : 'fg.muted',
      })}
    >
      {text}
    </p>
  );
}
