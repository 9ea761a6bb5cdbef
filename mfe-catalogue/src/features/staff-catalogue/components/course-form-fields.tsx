import type { StaffCatalogueOptions, StaffCourse } from '@app/shared-contracts';
import { Field, FormTextField, firstError, Textarea } from '@app/ui';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
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
export const courseFormClass = css({ display: 'grid', gap: '4', maxWidth: '3xl' });

export interface CourseFormProps {
  course?: StaffCourse | undefined;
  options: StaffCatalogueOptions;
  onSaved: (course: StaffCourse) => void;
}

export interface CourseValues {
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

export const courseValuesOf = (c: StaffCourse | undefined, ownTeacher: number | null): CourseValues => ({
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

interface FieldOf<V> {
  name: string;
  state: { value: V; meta: { errors: unknown[] } };
  handleChange: (value: V) => void;
  handleBlur: () => void;
}

/** The part of the TanStack form the fields use (the course form's, or its frame's fixed values). */
export interface CourseFieldForm {
  Field: <N extends keyof CourseValues>(props: {
    name: N;
    children: (field: FieldOf<CourseValues[N]>) => ReactNode;
  }) => ReactNode;
}

/** The form's frame: its fields show `values` and take no input. */
export function frameForm(values: CourseValues): CourseFieldForm {
  return {
    Field: ({ name, children }) =>
      children({
        name,
        state: { value: values[name], meta: { errors: [] } },
        handleChange: () => {},
        handleBlur: () => {},
      }),
  };
}

/** The course's every field the students see, bound to `form`. */
export function CourseFormFields({
  form,
  options,
}: {
  form: CourseFieldForm;
  options: StaffCatalogueOptions;
}) {
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
    <>
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
                onChange={(e) => field.handleChange(e.target.value as CourseValues['pay_type'])}
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
    </>
  );
}
