import { Link } from '@app/router';
import { type Course, type CourseCardProps, formatMoney, pathFor, pluralAr } from '@app/shared-contracts';
import { Badge, Image } from '@app/ui';
import { css, cx } from '#styled-system/css';
import { messages } from '../messages';
import { useCourseAction } from './course-action';

const cardClass = css({
  position: 'relative',
  display: 'flex',
  bg: 'bg.surface',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  boxShadow: 'sm',
  overflow: 'hidden',
  transition: 'box-shadow 0.2s',
  _hover: { boxShadow: 'md' },
});
const variants = {
  card: css({ flexDirection: 'column' }),
  row: css({ flexDirection: 'row', alignItems: 'stretch' }),
};
const mediaClass = {
  card: css({ width: 'full' }),
  row: css({ inlineSize: '36%', flexShrink: 0, maxInlineSize: '160px' }),
};
const bodyClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  padding: '3',
  flex: '1',
  minInlineSize: 0,
});
const titleLink = css({
  fontWeight: 'bold',
  color: 'fg',
  textDecoration: 'none',
  lineClamp: 2,
  _hover: { color: 'primary.text' },
  // the whole card is clickable through the title link
  _after: { content: '""', position: 'absolute', inset: 0 },
});
const metaClass = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', fontSize: 'sm', color: 'fg.muted' });
const actionClass = css({
  position: 'relative',
  zIndex: 1,
  marginBlockStart: 'auto',
  paddingBlockStart: '1',
});

type Priced = Pick<Course, 'price' | 'free' | 'pay_type' | 'lectures_count' | 'lectures_from_price'>;

/**
 * What a course costs, or null where nothing may be said (a paid price on iOS, spec 1 §6). A course
 * sold per lecture has price 0 but is not free: its lowest lecture price, else 'sold separately'.
 */
export function priceLabel(course: Priced, hidePaid = false): { text: string; free: boolean } | null {
  if (course.pay_type === 'lectures') {
    const from = course.lectures_from_price;
    if (from && !hidePaid) return { text: messages.lecturesFrom(formatMoney(from)), free: false };
    // null: the api says none of its lectures costs money
    if (from === null && course.lectures_count > 0) return { text: messages.free, free: true };
    return { text: messages.lecturesSeparately, free: false };
  }
  if (course.free || course.price === 0) return { text: messages.free, free: true };
  return hidePaid ? null : { text: formatMoney(course.price), free: false };
}

/** A course in a grid (card) or a phone list (row); the title links to the course page. */
export function CourseCard({
  course,
  variant = 'card',
  hidePrice = false,
  priority = false,
}: CourseCardProps) {
  const Action = useCourseAction();
  const price = priceLabel(course, hidePrice);
  return (
    <article className={cx(cardClass, variants[variant])} aria-label={course.name}>
      <div className={mediaClass[variant]}>
        <Image
          src={course.image_url}
          width={course.image_width ?? undefined}
          height={course.image_height ?? undefined}
          alt=""
          aspectRatio="16 / 9"
          priority={priority}
          className={css({ blockSize: variant === 'row' ? 'full' : undefined })}
        />
      </div>
      <div className={bodyClass}>
        <Link to={pathFor('course', { id: course.id })} className={titleLink}>
          {course.name}
        </Link>
        <div className={metaClass}>
          {course.featured ? <Badge tone="warning">{messages.featured}</Badge> : null}
          {course.joined ? <Badge tone="success">{messages.joined}</Badge> : null}
          {course.grades.slice(0, 2).map((g) => (
            <Badge key={g.id}>{g.name}</Badge>
          ))}
        </div>
        <div className={metaClass}>
          <span>{pluralAr(course.lectures_count, messages.lecturesCount)}</span>
          {price ? (
            <span
              className={css({ fontWeight: 'bold', color: price.free ? 'success.text' : 'primary.text' })}
            >
              {price.text}
            </span>
          ) : null}
        </div>
        {Action && !course.joined ? (
          <div className={actionClass}>
            <Action course={course} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
