import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { cx } from '#styled-system/css';
import { passwordInput } from '#styled-system/recipes';
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

/**
 * A password input with a show/hide toggle, for use inside a `Field` (which labels the input).
 * Students type long passwords on phones: seeing what they typed saves a failed attempt.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className, toggleLabel = uiMessages.showPassword, ...props },
  ref,
) {
  const [shown, setShown] = useState(false);
  const styles = passwordInput();
  return (
    <div className={styles.root}>
      <Input
        ref={ref}
        type={shown ? 'text' : 'password'}
        className={cx(styles.input, className)}
        {...props}
      />
      <IconButton
        aria-label={toggleLabel}
        aria-pressed={shown}
        size="sm"
        className={styles.toggle}
        onClick={() => setShown((s) => !s)}
        disabled={props.disabled}
      >
        {shown ? <HideIcon /> : <ShowIcon />}
      </IconButton>
    </div>
  );
});
