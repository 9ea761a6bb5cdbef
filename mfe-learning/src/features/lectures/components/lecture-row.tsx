import { formatDate, formatMoney, type Lecture, pluralAr } from '@app/shared-contracts';
import { Badge, Button } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { type LectureAction, lectureAction } from '../access';

const t = messages.lectures;
const rowClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  padding: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'bg',
});

export interface LectureRowProps {
  lecture: Lecture;
  payType: 'course' | 'lectures';
  index: number;
  onAction: (lecture: Lecture, action: LectureAction | 'repurchase') => void;
}

/** One lecture: name, its state (price, free, preview, purchased, expired, seen) and its action. */
export function LectureRow({ lecture, payType, index, onAction }: LectureRowProps) {
  const action = lectureAction(payType, lecture);
  const label = action === 'open' ? t.open(lecture.name) : t.buy(lecture.name);
  return (
    <li className={rowClass}>
      <span aria-hidden className={css({ fontWeight: 'bold', color: 'fg.muted', minWidth: '6' })}>
        {index + 1}
      </span>
      <button
        type="button"
        aria-label={label}
        onClick={() => onAction(lecture, action)}
        className={css({
          // wraps the badges to the next line rather than shrinking to a sliver next to them
          flex: '1 1 10rem',
          minWidth: '0',
          // a tap target of at least 44 px on phones
          minHeight: '11',
          display: 'flex',
          alignItems: 'center',
          textAlign: 'start',
          fontWeight: 'semibold',
          cursor: 'pointer',
          overflowWrap: 'anywhere',
          _hover: { color: 'primary.text' },
        })}
      >
        {lecture.name}
      </button>
      <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        {lecture.free ? <Badge tone="success">{t.free}</Badge> : null}
        {/* A whole course's lectures have no price of their own: they open with the course. */}
        {!lecture.free && !lecture.purchased && payType === 'lectures' ? (
          <Badge tone="primary">{formatMoney(lecture.price)}</Badge>
        ) : null}
        {!lecture.free && action === 'buy' && payType === 'course' ? <Badge>{t.locked}</Badge> : null}
        {lecture.preview && !lecture.purchased ? <Badge tone="info">{t.preview}</Badge> : null}
        {lecture.purchased && !lecture.expired ? <Badge tone="success">{t.purchased}</Badge> : null}
        {lecture.expired ? <Badge tone="danger">{t.expired}</Badge> : null}
        {/* Bought: the day access ends; before buying: how long it will last (issue 31). */}
        {lecture.access_ends_at && !lecture.expired ? (
          <Badge>{t.accessUntil(formatDate(lecture.access_ends_at))}</Badge>
        ) : lecture.expiry_days && !lecture.purchased ? (
          <Badge>{pluralAr(lecture.expiry_days, t.expiryDays)}</Badge>
        ) : null}
        {lecture.seen ? <Badge tone="info">{t.seen}</Badge> : null}
      </span>
      {lecture.purchased && lecture.repurchasable && !lecture.expired ? (
        <Button size="sm" variant="outline" onClick={() => onAction(lecture, 'repurchase')}>
          {t.repurchase}
        </Button>
      ) : null}
    </li>
  );
}
