import { fieldErrorsOf } from '@app/shared-contracts';
import type { StaffLecture } from '@app/shared-contracts/schemas';
import { Field, FilePicker, Image } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useUploadLectureImage } from '../api/upload-lecture-image';

const t = messages.staffLectures.image;

/** The lecture's image: sent as soon as it is picked; the api checks and re-encodes it. */
export function LectureImage({ lecture }: { lecture: StaffLecture }) {
  const upload = useUploadLectureImage();
  const error = upload.error
    ? (fieldErrorsOf(upload.error)?.image ?? messages.staffLectures.failed)
    : undefined;
  return (
    <div className={css({ display: 'grid', gap: '3', maxWidth: 'sm' })}>
      {lecture.image_url ? (
        <Image src={lecture.image_url} alt={t.alt(lecture.name)} aspectRatio="16 / 9" />
      ) : null}
      <Field label={t.label} invalid={Boolean(error)} errorText={error}>
        <FilePicker
          accept="image/png,image/jpeg,image/webp"
          disabled={upload.isPending}
          onFile={(file) => file && upload.mutate({ id: lecture.id, file })}
        />
      </Field>
      {upload.isSuccess ? <Notice tone="success">{t.saved}</Notice> : null}
    </div>
  );
}
