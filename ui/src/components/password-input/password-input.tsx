import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { css, cx } from '#styled-system/css';
import { uiMessages } from '../../messages';
import { Input, type InputProps } from '../field/field';
import { IconButton } from '../icon-button/icon-button';
import { icon } from '../icons/icons';

const ShowIcon = icon(Eye);
const HideIcon = icon(EyeOff);

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Name of the show/hide toggle (a toggle button: its state is aria-pressed, its name stays). */
  toggleLabel?: string;
};

const wrapClass = css({ position: 'relative', width: 'full' });
// room for the toggle at the inline end, so typed text never runs under it
const inputClass = css({ paddingInlineEnd: '11' });
const toggleClass = css({
  position: 'absolute',
  insetInlineEnd: '1',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
});

/**
 * A password input with a show/hide toggle, for use inside a `Field` (which labels the input).
 * Students type long passwords on phones: seeing what they typed saves a failed attempt.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className, toggleLabel = uiMessages.showPassword, ...props },
  ref,
) {
  const [shown, setShown] = useState(false);
  return (
    <div className={wrapClass}>
      <Input ref={ref} type={shown ? 'text' : 'password'} className={cx(inputClass, className)} {...props} />
      <IconButton
        aria-label={toggleLabel}
        aria-pressed={shown}
        size="sm"
        className={toggleClass}
        onClick={() => setShown((s) => !s)}
        disabled={props.disabled}
      >
        {shown ? <HideIcon /> : <ShowIcon />}
      </IconButton>
    </div>
  );
});
