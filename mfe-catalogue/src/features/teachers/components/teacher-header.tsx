import { pluralAr, TEACHER_CONTACT_FIELDS, type Teacher } from '@app/shared-contracts';
import { Avatar, Image } from '@app/ui';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { messages } from '../../../messages';

const t = messages.teachers;

function hrefOf(field: (typeof TEACHER_CONTACT_FIELDS)[number], value: string) {
  if (field === 'phone') return `tel:${value.replace(/\s+/g, '')}`;
  if (field === 'email') return `mailto:${value}`;
  return /^https?:\/\//i.test(value) ? value : null;
}

/** Only the contact links that exist (spec 2 §2). */
function ContactLinks({ teacher }: { teacher: Teacher }) {
  const links = TEACHER_CONTACT_FIELDS.flatMap((field) => {
    const value = teacher[field];
    const href = value ? hrefOf(field, value) : null;
    return href ? [{ field, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul
      aria-label={t.contact}
      className={css({
        listStyle: 'none',
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: '2',
        justifyContent: 'center',
      })}
    >
      {links.map(({ field, href }) => (
        <li key={field}>
          <a
            href={href}
            target={href.startsWith('http') ? '_blank' : undefined}
            rel="noopener noreferrer"
            className={button({ variant: 'outline', size: 'sm' })}
          >
            {t.links[field]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Banner, avatar, name, courses_count, contact links: the same for every visitor. The banner is
 * the page's largest paint: asked for first, never lazily (issue 35).
 */
export function TeacherHeader({ teacher }: { teacher: Teacher }) {
  return (
    <header
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '2',
        textAlign: 'center',
      })}
    >
      <Image
        src={teacher.banner}
        alt=""
        aspectRatio="4 / 1"
        className={css({ borderRadius: 'xl', minBlockSize: '120px' })}
        fallback={<span />}
        priority
      />
      {/* A flex box: around an inline avatar the line's height followed the initials' baseline,
          and the page under it moved 8 px when the picture replaced them (issue 35). */}
      <div
        className={css({
          display: 'flex',
          marginBlockStart: '-12',
          borderRadius: 'full',
          borderWidth: '4px',
          borderStyle: 'solid',
          borderColor: 'bg.surface',
        })}
      >
        <Avatar name={teacher.name} src={teacher.avatar} size="xl" />
      </div>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{teacher.name}</h1>
      <p className={css({ color: 'fg.muted' })}>{pluralAr(teacher.courses_count, messages.coursesCount)}</p>
      <ContactLinks teacher={teacher} />
    </header>
  );
}
