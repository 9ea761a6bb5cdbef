import { Button } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import {
  CourseFormFields,
  type CourseFormProps,
  courseFormClass,
  courseValuesOf,
  frameForm,
} from './course-form-fields';

const t = messages.staffCatalogue.editor;

/**
 * The course form as it will look, painted with the course while the form's code (TanStack Form
 * and the contract's schemas) loads: its fields are disabled until then (decision 0068).
 */
export function CourseFormFrame({ course, options }: CourseFormProps) {
  return (
    <form aria-label={course ? t.editTitle : t.newTitle} aria-busy="true" className={courseFormClass}>
      <fieldset disabled className={css({ display: 'contents' })}>
        <CourseFormFields
          form={frameForm(courseValuesOf(course, options.own_teacher_id))}
          options={options}
        />
      </fieldset>
      <div>
        <Button type="button" disabled>
          {course ? t.save : t.create}
        </Button>
      </div>
    </form>
  );
}
