import { fieldErrorsOf, type StaffCourse } from '@app/shared-contracts';
import { FilePicker } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useUploadCourseCover } from '../api/upload-course-cover';

const t = messages.staffCatalogue.editor;

/** The course's cover: shown at its stored size (no shift), replaced by picking an image. */
export function CourseCover({ course }: { course: StaffCourse }) {
  const upload = useUploadCourseCover();
  const error = upload.error ? (fieldErrorsOf(upload.error)?.image ?? t.failed) : null;
  return (
    <section aria-labelledby="course-cover" className={css({ display: 'grid', gap: '3', maxWidth: '3xl' })}>
      <h2 id="course-cover" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t.cover}
      </h2>
      {course.image_url ? (
        <img
          src={course.image_url}
          alt={t.coverAlt(course.name)}
          width={course.image_width ?? undefined}
          height={course.image_height ?? undefined}
          className={css({ maxWidth: 'full', height: 'auto', borderRadius: 'l2' })}
        />
      ) : (
        <p className={css({ color: 'fg.muted' })}>{t.coverNone}</p>
      )}
      <FilePicker
        label={t.coverUpload}
        accept="image/jpeg,image/png,image/webp"
        disabled={upload.isPending}
        resetAfterPick
        onFile={(file) => {
          if (file) upload.mutate({ id: course.id, file });
        }}
      />
      <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{t.coverHint}</p>
      {error ? <Notice tone="danger">{error}</Notice> : null}
    </section>
  );
}
