import { Button } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.help;

/** Account deletion is defined but disabled (spec 3 §2.7, §6): its text and a disabled button. */
export function AccountDeletion() {
  return (
    <section
      aria-labelledby="account-deletion"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h2 id="account-deletion" className={css({ textStyle: 'h3' })}>
        {t.deleteTitle}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t.deleteText}</p>
      <div>
        <Button variant="outline" disabled title={t.deleteDisabled}>
          {t.deleteButton}
        </Button>
      </div>
      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>{t.deleteDisabled}</p>
    </section>
  );
}
