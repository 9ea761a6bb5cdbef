import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { formatClock, timerTone } from '../hooks/use-countdown';

const toneClass = {
  normal: css({ color: 'fg', bg: 'bg.muted' }),
  warning: css({ color: 'warning.text', bg: 'warning.subtle' }),
  danger: css({ color: 'danger.text', bg: 'danger.subtle' }),
};

/** The countdown: mm:ss (hh:mm:ss above an hour), orange under 600 s, red under 180 s. */
export function ExamTimer({ seconds }: { seconds: number }) {
  const tone = timerTone(seconds);
  return (
    <p
      role="timer"
      aria-label={messages.session.timer}
      data-tone={tone}
      dir="ltr"
      className={`${css({
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 'bold',
        borderRadius: 'md',
        paddingInline: '3',
        paddingBlock: '1',
      })} ${toneClass[tone]}`}
    >
      {formatClock(seconds)}
    </p>
  );
}
