import { formatDateTime, formatMoney, type TopUpRequest } from '@app/shared-contracts';
import { Button } from '@app/ui';
import { css, cx } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.topups;
const toneOf: Record<TopUpRequest['status'], string> = {
  pending: css({ borderInlineStartColor: 'info' }),
  confirmed: css({ borderInlineStartColor: 'success' }),
  rejected: css({ borderInlineStartColor: 'danger' }),
  failed: css({ borderInlineStartColor: 'danger' }),
  cancelled: css({ borderInlineStartColor: 'border.strong' }),
};
const itemClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  padding: '3',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border',
  borderInlineStart: '4px solid',
  bg: 'bg.surface',
});

export interface TopupRequestItemProps {
  request: TopUpRequest;
  onCancel: (id: number) => void;
  cancelling: boolean;
}

/** One request: amount, method, date, state (the reason of a refusal), the receipt, cancel. */
export function TopupRequestItem({ request: r, onCancel, cancelling }: TopupRequestItemProps) {
  const title = t.item(formatMoney(r.amount), messages.topUp.methods[r.method]);
  return (
    <article aria-label={title} className={cx(itemClass, toneOf[r.status])}>
      <h2 className={css({ fontWeight: 'bold' })}>{title}</h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <bdi>{formatDateTime(r.created_at)}</bdi>
        {r.payer_number ? (
          <>
            {' · '}
            {t.payer} <bdi dir="ltr">{r.payer_number}</bdi>
          </>
        ) : null}
      </p>
      <p className={css({ fontWeight: 'medium' })}>{t.status[r.status]}</p>
      {r.status === 'rejected' && r.review_comment ? <p>{t.reason(r.review_comment)}</p> : null}
      {r.message ? <p className={css({ fontSize: 'sm' })}>{t.message(r.message)}</p> : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        {r.attachment_url ? (
          <a
            href={r.attachment_url}
            target="_blank"
            rel="noreferrer"
            className={css({ color: 'primary.text' })}
          >
            {t.receipt}
          </a>
        ) : null}
        {r.status === 'pending' ? (
          <Button variant="outline" size="sm" loading={cancelling} onClick={() => onCancel(r.id)}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
