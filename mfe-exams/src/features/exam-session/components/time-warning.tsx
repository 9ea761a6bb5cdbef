import { css } from '#styled-system/css';
import { messages } from '../../../messages';

/** The last minute: a visible notice, announced once by the live region it appears in. */
export const WARNING_SECONDS = 60;

export function TimeWarning({ seconds }: { seconds: number | null }) {
  const show = seconds !== null && seconds > 0 && seconds <= WARNING_SECONDS;
  // The live region is always there, so screen readers announce the notice when it appears.
  return (
    <div aria-live="assertive" aria-atomic="true">
      {show ? (
        <p
          className={css({
            color: 'warning.text',
            bg: 'warning.subtle',
            borderRadius: 'md',
            paddingInline: '3',
            paddingBlock: '2',
            fontWeight: 'bold',
          })}
        >
          {messages.session.lastMinute}
        </p>
      ) : null}
    </div>
  );
}
