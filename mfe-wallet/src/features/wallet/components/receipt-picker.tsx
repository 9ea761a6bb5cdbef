import { Field, FilePicker } from '@app/ui';
import { usePreviewUrl } from '@app/ui/hooks';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.topUp;

export interface ReceiptPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  required?: boolean;
  /** The error under the field (empty); a file that is no image is refused here, and the api
   * checks the bytes again. */
  error?: string | null;
}

/** The receipt image with its preview; only image types are taken. */
export function ReceiptPicker({ file, onChange, required, error }: ReceiptPickerProps) {
  const preview = usePreviewUrl(file);
  const [rejected, setRejected] = useState(false);
  const shown = rejected ? t.notImage : error;
  return (
    <Field label={t.receipt} required={required} invalid={Boolean(shown)} errorText={shown}>
      <FilePicker
        accept="image/*"
        fileName={file?.name ?? null}
        onFile={(picked) => {
          const image = picked?.type.startsWith('image/') ? picked : null;
          setRejected(Boolean(picked) && !image);
          onChange(image);
        }}
      />
      {preview ? (
        <img
          src={preview}
          alt={t.receiptPreview}
          className={css({ maxHeight: '40', objectFit: 'contain', borderRadius: 'md', alignSelf: 'start' })}
        />
      ) : null}
    </Field>
  );
}
