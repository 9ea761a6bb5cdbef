import { fieldErrorsOf, type StaffCatalogueOptions, type StaffCourse } from '@app/shared-contracts';
import { staffCourseBodySchema } from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  FormTextField,
  firstError,
  focusFirstInvalid,
  showServerErrors,
  Textarea,
  validateWith,
} from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useSaveCourse } from '../api/save-course';
import { RefChecks } from './ref-checks';

const t = messages.staffCatalogue.editor;
const select = css({
  borderWidth: '1px',
  borderRadius: 'l2',
  paddingInline: '2',
  height: '10',
  minWidth: '40',
});
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

interface Values {
  name: string;
  description: string;
  pay_type: 'course' | 'lectures';
  price: string;
  show_preview: boolean;
  featured: boolean;
  grade_ids: number[];
  category_ids: number[];
  teacher_ids: number[];
}

const valuesOf = (c: StaffCourse | undefined, ownTeacher: number | null): Values => ({
  name: c?.name ?? '',
  description: c?.description ?? '',
  pay_type: c?.pay_type ?? 'course',
  price: c ? String(c.price) : '0',
  show_preview: c?.show_preview ?? false,
  featured: c?.featured ?? false,
  grade_ids: c?.grades.map((g) => g.id) ?? [],
  category_ids: c?.categories.map((g) => g.id) ?? [],
  teacher_ids: c?.teachers.map((g) => g.id) ?? (ownTeacher ? [ownTeacher] : []),
});
const check = validateWith(staffCourseBodySchema);

export interface CourseFormProps {
  course?: StaffCourse;
  options: StaffCatalogueOptions;
  onSaved: (course: StaffCourse) => void;
}

/** The course's every field the students see; validated by the contract's schema (decision 0035). */
export function CourseForm({ course, options, onSaved }: CourseFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveCourse();
  const form = useForm({
    defaultValues: valuesOf(course, options.own_teacher_id),
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
  const text = (name: 'name' | 'price', label: string, extra: object = {}) => (
    <form.Field name={name}>{(field) => <FormTextField field={field} label={label} {...extra} />}</form.Field>
  );
  const flag = (name: 'show_preview' | 'featured', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input
            type="checkbox"
            name={name}
            checked={field.state.value}
            onChange={(e) => field.handleChange(e.target.checked)}
          />
          {label}
        </label>
      )}
    </form.Field>
  );
  const refs = (
    name: 'grade_ids' | 'category_ids' | 'teacher_ids',
    legend: string,
    items: { id: number; name: string }[],
  ) => (
    <form.Field name={name}>
      {(field) => (
        <RefChecks
          legend={legend}
          items={items}
          value={field.state.value}
          locked={name === 'teacher_ids' ? options.own_teacher_id : null}
          error={firstError(field.state.meta.errors)}
          onChange={(v) => field.handleChange(v)}
        />
      )}
    </form.Field>
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={course ? t.editTitle : t.newTitle}
      className={css({ display: 'grid', gap: '4', maxWidth: '3xl' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      {text('name', t.name)}
      <form.Field name="description">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field
              label={t.description}
              helperText={t.descriptionHint}
              invalid={Boolean(message)}
              errorText={message}
            >
              <Textarea
                name="description"
                rows={5}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
              />
            </Field>
          );
        }}
      </form.Field>
      <div className={row}>
        <form.Field name="pay_type">
          {(field) => (
            <Field label={t.payType}>
              <select
                name="pay_type"
                aria-label={t.payType}
                className={select}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value as Values['pay_type'])}
              >
                <option value="course">{t.payTypes.course}</option>
                <option value="lectures">{t.payTypes.lectures}</option>
              </select>
            </Field>
          )}
        </form.Field>
        {text('price', t.price, { inputMode: 'decimal', dir: 'ltr' })}
      </div>
      <div className={row}>
        {flag('show_preview', t.showPreview)}
        {flag('featured', t.featured)}
      </div>
      {refs('grade_ids', t.grades, options.grades)}
      {refs('category_ids', t.categories, options.categories)}
      {refs('teacher_ids', t.teachers, options.teachers)}
      <div>
        <Button type="submit" loading={save.isPending}>
          {course ? t.save : t.create}
        </Button>
      </div>
      {failed ? <Notice tone="danger">{t.failed}</Notice> : null}
    </form>
  );
}
