import { Link } from '@app/router';
import { formatDateTime, type Notification, timeAgo } from '@app/shared-contracts';
import { css, cx } from '#styled-system/css';

// Spec 3 §2.6: items are styled by type.
const toneOf: Record<Notification['type'], string> = {
  ticket_reply: css({ borderInlineStartColor: 'info' }),
  admin_message: css({ borderInlineStartColor: 'warning' }),
  recharge: css({ borderInlineStartColor: 'success' }),
  transfer_balance_sent: css({ borderInlineStartColor: 'danger' }),
  transfer_balance_received: css({ borderInlineStartColor: 'success' }),
  verified: css({ borderInlineStartColor: 'primary' }),
  default: css({ borderInlineStartColor: 'border.strong' }),
};
const failedTone = css({ borderInlineStartColor: 'danger' });
const itemClass = css({
  display: 'block',
  paddingBlock: '2',
  paddingInline: '3',
  borderInlineStart: '4px solid',
  borderRadius: 'sm',
  color: 'fg',
  textDecoration: 'none',
});

export function NotificationItem({ item, now }: { item: Notification; now: Date }) {
  const body = (
    <>
      <span className={css({ display: 'block', fontWeight: item.read ? 'normal' : 'bold' })}>
        {item.data.title}
      </span>
      <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
        {item.data.content}
      </span>
      {/* The date itself, not only as a hover tooltip (phones have no hover). */}
      <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
        <time dateTime={item.created_at}>{timeAgo(item.created_at, now)}</time>
        {' · '}
        <bdi>{formatDateTime(item.created_at)}</bdi>
      </span>
    </>
  );
  // A refused top-up is a 'recharge' too, but nothing was added: not the credited green.
  const tone = item.data.failed ? failedTone : toneOf[item.type];
  const className = cx(itemClass, tone, !item.read && css({ bg: 'primary.subtle' }));
  return item.data.to ? (
    <Link to={item.data.to} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
