import { Button } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.accounts;

/** A temporary password, shown once: the api keeps only its hash. */
export function PasswordOnce({
  email,
  password,
  onDone,
}: {
  email: string;
  password: string;
  onDone: () => void;
}) {
  return (
    <div
      role="status"
      aria-label={t.passwordTitle}
      className={css({
        borderWidth: '1px',
        borderColor: 'primary',
        borderRadius: 'l2',
        padding: '3',
        display: 'grid',
        gap: '2',
      })}
    >
      <strong>{t.passwordTitle}</strong>
      <span>
        {t.passwordFor} <bdi dir="ltr">{email}</bdi>:{' '}
        <code dir="ltr" className={css({ fontFamily: 'mono', fontSize: 'lg', userSelect: 'all' })}>
          {password}
        </code>
      </span>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.passwordHint}</span>
      <Button size="sm" variant="outline" onClick={onDone} className={css({ justifySelf: 'start' })}>
        {t.passwordDone}
      </Button>
    </div>
  );
}
