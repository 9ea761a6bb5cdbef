import { SOCIAL_NAMES, SOCIAL_URL_FIELDS, useSession } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.help;
const KEYS = SOCIAL_URL_FIELDS;

/** The social links the settings carry (spec 3 §2.7), each only when its URL exists. */
export function SocialLinks() {
  // Select the settings object (stable), then derive: a selector building an array re-renders forever.
  const appData = useSession((s) => s.appData);
  const links = KEYS.flatMap((key) => {
    const href = appData?.[key];
    return typeof href === 'string' && href ? [{ key, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav aria-label={t.social}>
      <h2 className={css({ textStyle: 'h3', marginBlockEnd: '2' })}>{t.social}</h2>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {links.map(({ key, href }) => (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={css({
                display: 'inline-block',
                paddingInline: '3',
                paddingBlock: '1.5',
                borderRadius: 'full',
                borderWidth: '1px',
                borderColor: 'border',
                _hover: { bg: 'bg.muted' },
              })}
            >
              {SOCIAL_NAMES[key]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
