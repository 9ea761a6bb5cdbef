import { useSession } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.topUp;

/**
 * The phone wrapper hides the browser-only methods (spec 3 §2.4, §4): this link opens the web
 * platform signed in through the shell's hand-off (token reversed, docs/wrapper-platform.md),
 * landing on the wallet with the amount, in the system browser.
 */
export function WebPlatformLink({ amount }: { amount: string }) {
  const token = useSession((s) => s.token);
  if (!token) return null;
  const params = new URLSearchParams({ tk: [...token].reverse().join(''), from: 'app', to: 'w' });
  if (amount.trim()) params.set('q', new URLSearchParams({ recharge: amount.trim() }).toString());
  return (
    <p className={css({ fontSize: 'sm' })}>
      {t.wrapperHint}{' '}
      <a
        href={`${window.location.origin}/?${params}`}
        target="_blank"
        rel="noopener noreferrer"
        className={css({ color: 'primary.text', textDecoration: 'underline' })}
      >
        {t.wrapperLink}
      </a>
    </p>
  );
}
