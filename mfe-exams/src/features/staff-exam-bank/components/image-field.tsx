import { Button, FilePicker } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useUploadBankImage } from '../api/upload-bank-image';

const t = messages.staffBank.editor;

export interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
}

/** An image of the question or its explanation: uploaded at once, the stored path kept in the form. */
export function ImageField({ label, value, onChange, error }: ImageFieldProps) {
  const upload = useUploadBankImage();
  const message = error ?? (upload.isError ? t.uploadFailed : undefined);
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <FilePicker
        label={label}
        accept="image/png,image/jpeg,image/webp"
        resetAfterPick
        disabled={upload.isPending}
        onFile={(file) => {
          if (file) upload.mutate(file, { onSuccess: (url) => onChange(url) });
        }}
      />
      {upload.isPending ? <p className={css({ fontSize: 'sm' })}>{t.uploading}</p> : null}
      {message ? (
        <p role="alert" className={css({ color: 'fg.error', fontSize: 'sm' })}>
          {message}
        </p>
      ) : null}
      {value ? (
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <img src={value} alt={label} className={css({ maxHeight: '24', width: 'auto' })} />
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t.removeImage}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
