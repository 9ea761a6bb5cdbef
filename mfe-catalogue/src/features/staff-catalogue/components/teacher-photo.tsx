import { fieldErrorsOf, type StaffTeacher } from '@app/shared-contracts';
import { FilePicker } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useUploadTeacherPhoto } from '../api/upload-teacher-photo';

const t = messages.staffCatalogue.teachers;

/** The teacher's photo at its stored size, replaced by picking an image (a square WebP is kept). */
export function TeacherPhoto({ teacher }: { teacher: StaffTeacher }) {
  const upload = useUploadTeacherPhoto();
  const error = upload.error ? (fieldErrorsOf(upload.error)?.image ?? t.failed) : null;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
      {teacher.avatar ? (
        <img
          src={teacher.avatar}
          alt={t.photoAlt(teacher.name)}
          width={teacher.avatar_width ?? undefined}
          height={teacher.avatar_height ?? undefined}
          className={css({ width: '24', height: '24', objectFit: 'cover', borderRadius: 'full' })}
        />
      ) : null}
      <FilePicker
        label={t.photoUpload}
        accept="image/jpeg,image/png,image/webp"
        disabled={upload.isPending}
        resetAfterPick
        onFile={(file) => {
          if (file) upload.mutate({ id: teacher.id, file });
        }}
      />
      {error ? <Notice tone="danger">{error}</Notice> : null}
    </div>
  );
}
