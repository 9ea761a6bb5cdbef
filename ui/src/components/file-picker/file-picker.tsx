import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import { type ChangeEvent, useId, useState } from 'react';
import { cx } from '#styled-system/css';
import { button, filePicker } from '#styled-system/recipes';
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

  const styles = filePicker();

  function change(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0] ?? null;
    if (resetAfterPick) e.currentTarget.value = '';
    setPicked(file?.name ?? null);
    onFile(file);
  }

  return (
    <div className={cx(styles.root, className)}>
      {label ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : null}
      <div className={styles.row}>
        <ArkField.Input
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          // One name, the field's: the button label below would otherwise be read into it.
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          className={cx('peer', styles.input)}
          onChange={change}
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className={cx(button({ variant: 'outline' }), styles.trigger)}
        >
          {buttonText ?? (imagesOnly ? uiMessages.chooseImage : uiMessages.chooseFile)}
        </label>
        <span id={nameId} className={styles.fileName}>
          {shown || uiMessages.noFileChosen}
        </span>
      </div>
    </div>
  );
}
