import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import { type ChangeEvent, useId, useState } from 'react';
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { uiMessages } from '../../messages';

export interface FilePickerProps {
  /**
   * The input's accessible name, shown above the button. Leave it out inside <Field>: the Field's
   * label names the input then.
   */
  label?: string;
  accept?: string;
  /** The button text; 'اختر صورة' when `accept` takes images only, else 'اختر ملفاً'. */
  buttonText?: string;
  /** The chosen file's name to show; by default the last file picked here. */
  fileName?: string | null;
  /** The picked file (null when the picker was cancelled). */
  onFile: (file: File | null) => void;
  /** Empty the native input after each pick, so picking the same file again fires once more. */
  resetAfterPick?: boolean;
  disabled?: boolean;
  className?: string;
}

const labelClass = css({ textStyle: 'label', color: 'fg' });
const rowClass = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const nameClass = css({ textStyle: 'small', color: 'fg.muted', overflowWrap: 'anywhere' });
// The native input stays in the page (focusable, named, tested with user.upload) but unseen;
// the styled label in front of it opens it and shows its focus.
const inputClass = css({ srOnly: true });
const buttonClass = css({
  cursor: 'pointer',
  _peerFocusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  _peerDisabled: { opacity: 0.5, cursor: 'not-allowed' },
});

/**
 * An Arabic file picker: a button ('اختر ملفاً' / 'اختر صورة') and the chosen file's name, in
 * place of the browser's own control, whose text follows the browser's language, not the page's.
 */
export function FilePicker({
  label,
  accept,
  buttonText,
  fileName,
  onFile,
  resetAfterPick = false,
  disabled,
  className,
}: FilePickerProps) {
  const field = useFieldContext();
  const ownId = useId();
  const inputId = field?.ids.control ?? `${ownId}-input`;
  const labelId = label ? `${ownId}-label` : field?.ids.label;
  const nameId = `${ownId}-name`;
  const [picked, setPicked] = useState<string | null>(null);
  const shown = fileName === undefined ? picked : fileName;
  const imagesOnly = accept?.split(',').every((type) => type.trim().startsWith('image/')) ?? false;
  const describedBy = [field?.getInputProps()['aria-describedby'], nameId].filter(Boolean).join(' ');

  function change(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0] ?? null;
    if (resetAfterPick) e.currentTarget.value = '';
    setPicked(file?.name ?? null);
    onFile(file);
  }

  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5' }), className)}>
      {label ? (
        <span id={labelId} className={labelClass}>
          {label}
        </span>
      ) : null}
      <div className={rowClass}>
        <ArkField.Input
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          // One name, the field's: the button label below would otherwise be read into it.
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          className={cx('peer', inputClass)}
          onChange={change}
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className={cx(button({ variant: 'outline' }), buttonClass)}
        >
          {buttonText ?? (imagesOnly ? uiMessages.chooseImage : uiMessages.chooseFile)}
        </label>
        <span id={nameId} className={nameClass}>
          {shown || uiMessages.noFileChosen}
        </span>
      </div>
    </div>
  );
}
