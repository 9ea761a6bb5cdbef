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
      <time
        dateTime={item.created_at}
        title={formatDateTime(item.created_at)}
        className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}
      >
        {timeAgo(item.created_at, now)}
      </time>
    </>
  );
  const className = cx(itemClass, toneOf[item.type], !item.read && css({ bg: 'primary.subtle' }));
  return item.data.to ? (
    <Link to={item.data.to} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
