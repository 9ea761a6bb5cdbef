import { type ReactNode, useRef } from 'react';

export interface FileTriggerProps {
  accept?: string;
  /** The hidden input's accessible name (the same as the trigger's). */
  label: string;
  /** The picked file; nothing when the dialog was cancelled. */
  onFile: (file: File) => void;
  /** The control that opens the dialog, given the function that opens it. */
  children: (open: () => void) => ReactNode;
}

/**
 * A file dialog opened from a control of one's own (an icon button on an avatar): the native input
 * is never shown, so its English text never is. Beside FilePicker, the one other way to pick files.
 */
export function FileTrigger({ accept, label, onFile, children }: FileTriggerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      {children(() => input.current?.click())}
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Emptied, so picking the same file again fires once more.
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
