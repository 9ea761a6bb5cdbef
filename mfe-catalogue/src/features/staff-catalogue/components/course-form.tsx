import { fieldErrorsOf } from '@app/shared-contracts';
import { staffCourseBodySchema } from '@app/shared-contracts/schemas';
import { Button, focusFirstInvalid, showServerErrors, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { messages } from '../../../messages';
import { useSaveCourse } from '../api/save-course';
import {
  type CourseFieldForm,
  CourseFormFields,
  type CourseFormProps,
  courseFormClass,
  courseValuesOf,
} from './course-form-fields';

const t = messages.staffCatalogue.editor;
const check = validateWith(staffCourseBodySchema);

/** The course's every field the students see; validated by the contract's schema (decision 0035). */
export function CourseForm({ course, options, onSaved }: CourseFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveCourse();
  const form = useForm({
    defaultValues: courseValuesOf(course, options.own_teacher_id),
    validators: { onSubmit: ({ value }) => check({ value }) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      try {
        const body = staffCourseBodySchema.parse(value);
        onSaved(await save.mutateAsync({ id: course?.id ?? null, body }));
      } catch (error) {
        showServerErrors(form, fieldErrorsOf(error));
      }
    },
  });
  const failed = save.error && !fieldErrorsOf(save.error);
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={course ? t.editTitle : t.newTitle}
      className={courseFormClass}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      <CourseFormFields form={form as unknown as CourseFieldForm} options={options} />
      <div>
        <Button type="submit" loading={save.isPending}>
          {course ? t.save : t.create}
        </Button>
      </div>
      {failed ? <Notice tone="danger">{t.failed}</Notice> : null}
    </form>
  );
}
