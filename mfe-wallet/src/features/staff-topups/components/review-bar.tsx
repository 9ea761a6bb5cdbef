import { formatMoney, type StaffTopup } from '@app/shared-contracts';
import { Button, Field, Input } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { ConfirmDialog } from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useReviewTopups } from '../api/review-topups';

const t = messages.staffMoney.topups;

/** Confirms or rejects the selected top-ups with one comment (a rejection needs it). */
export function ReviewBar({ selected, onDone }: { selected: StaffTopup[]; onDone: () => void }) {
  const [comment, setComment] = useState('');
  const [asking, setAsking] = useState<'confirm' | 'reject' | null>(null);
  const [needComment, setNeedComment] = useState(false);
  const review = useReviewTopups();
  const total = selected.reduce((sum, r) => sum + Math.round(r.amount * 100), 0) / 100;
  const failed = review.data?.results.filter((r) => !r.ok) ?? [];
  const ask = (what: 'confirm' | 'reject') => {
    const missing = what === 'reject' && !comment.trim();
    setNeedComment(missing);
    if (!missing) setAsking(what);
  };
  const run = async () => {
    const approve = asking === 'confirm';
    await review.mutateAsync({
      approve,
      ids: selected.map((r) => r.id),
      comment: comment.trim() || undefined,
    });
    setComment('');
    onDone();
  };

  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
      <p aria-live="polite">{t.selected(selected.length)}</p>
      <Field label={t.comment} invalid={needComment} errorText={needComment ? t.needComment : undefined}>
        <Input name="comment" value={comment} onChange={(e) => setComment(e.target.value)} />
      </Field>
      <Button disabled={selected.length === 0} onClick={() => ask('confirm')}>
        {t.confirm}
      </Button>
      <Button variant="outline" disabled={selected.length === 0} onClick={() => ask('reject')}>
        {t.reject}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={asking === 'reject' ? t.rejectTitle : t.confirmTitle}
        message={
          asking === 'reject'
            ? t.rejectText(selected.length)
            : t.confirmText(selected.length, formatMoney(total))
        }
        confirmLabel={asking === 'reject' ? t.reject : t.confirm}
        danger={asking === 'reject'}
        onConfirm={run}
      />
      {failed.map((r) => (
        <Notice key={r.id} tone="danger">
          {t.failedRow(r.id)}
        </Notice>
      ))}
    </div>
  );
}
