import { fieldErrorsOf, messageFor, type StaffMessageBody } from '@app/shared-contracts';
import { staffMessageBodySchema } from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  firstError,
  Input,
  issuesByField,
  RadioGroup,
  Select,
  showServerErrors,
  Textarea,
  toaster,
} from '@app/ui';
import { useForm } from '@tanstack/react-form';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useSendStaffMessage } from '../api/send-staff-message';

const t = messages.staffMessages;
type Kind = StaffMessageBody['target']['kind'];
interface Values {
  kind: Kind;
  student_id: string;
  grade_id: string;
  title: string;
  content: string;
  to: string;
}

function bodyOf(v: Values): unknown {
  const target =
    v.kind === 'student'
      ? { kind: v.kind, student_id: v.student_id }
      : v.kind === 'grade'
        ? { kind: v.kind, grade_id: v.grade_id }
        : { kind: v.kind };
  return { target, title: v.title, content: v.content.trim() || undefined, to: v.to.trim() || undefined };
}
/** A field of the body ('target.student_id') as the form names it ('student_id'). */
const formFieldOf = (name: string) =>
  name.startsWith('target.') ? name.slice('target.'.length) : name === 'target' ? 'kind' : name;

export interface MessageFormProps {
  /** the student page's form: this student only, no choice of target */
  studentId?: number;
  /** an admin may also write to a grade or to everyone */
  canBroadcast: boolean;
  grades: { id: number; name: string }[];
}

/** A message to the bell (admin_message), checked by the contract's schema before it is sent. */
export function MessageForm({ studentId, canBroadcast, grades }: MessageFormProps) {
  const send = useSendStaffMessage();
  const form = useForm({
    defaultValues: {
      kind: 'student',
      student_id: studentId ? String(studentId) : '',
      grade_id: '',
      title: '',
      content: '',
      to: '',
    } as Values,
    validators: {
      onSubmit: ({ value }) =>
        issuesByField(
          staffMessageBodySchema
            .safeParse(bodyOf(value))
            .error?.issues.map((i) => ({ ...i, path: [formFieldOf(i.path.map(String).join('.'))] })),
        ),
    },
    onSubmit: async ({ value }) => {
      const body = staffMessageBodySchema.parse(bodyOf(value));
      try {
        const answer = await send.mutateAsync(body);
        toaster.create({ description: answer.message, type: 'success' });
        form.reset();
      } catch (error) {
        const unshown = showServerErrors(form, fieldErrorsOf(error), formFieldOf);
        if (!fieldErrorsOf(error) || unshown.length)
          toaster.create({ description: unshown[0] ?? messageFor(error, {}, t.failed), type: 'error' });
      }
    },
  });
  const text = (
    name: 'student_id' | 'title' | 'content' | 'to',
    label: string,
    extra: { helperText?: string; area?: boolean } = {},
  ) => (
    <form.Field name={name}>
      {(field) => {
        const error = firstError(field.state.meta.errors);
        const props = {
          name,
          value: field.state.value,
          onChange: (e: { target: { value: string } }) => field.handleChange(e.target.value),
        };
        return (
          <Field
            label={label}
            helperText={extra.helperText}
            invalid={Boolean(error)}
            errorText={error}
            required={name === 'title' || name === 'student_id'}
          >
            {extra.area ? (
              <Textarea rows={4} {...props} />
            ) : (
              <Input dir={name === 'title' ? undefined : 'auto'} {...props} />
            )}
          </Field>
        );
      }}
    </form.Field>
  );
  return (
    <form
      aria-label={t.formTitle}
      noValidate
      className={css({ display: 'grid', gap: '3', maxWidth: '40rem' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      {studentId === undefined ? (
        <>
          <form.Field name="kind">
            {(field) => (
              <RadioGroup
                label={t.target}
                value={field.state.value}
                onValueChange={(v) => field.handleChange(v as Kind)}
                items={(canBroadcast ? (['student', 'grade', 'all'] as const) : (['student'] as const)).map(
                  (k) => ({ value: k, label: t.targets[k] }),
                )}
              />
            )}
          </form.Field>
          <form.Subscribe selector={(s) => s.values.kind}>
            {(kind) =>
              kind === 'student' ? (
                text('student_id', t.studentId)
              ) : kind === 'grade' ? (
                <form.Field name="grade_id">
                  {(field) => (
                    <Select
                      label={t.grade}
                      placeholder={t.chooseGrade}
                      items={grades.map((g) => ({ value: String(g.id), label: g.name }))}
                      value={field.state.value}
                      onValueChange={(v) => field.handleChange(v ?? '')}
                      invalid={field.state.meta.errors.length > 0}
                      required
                    />
                  )}
                </form.Field>
              ) : null
            }
          </form.Subscribe>
        </>
      ) : null}
      {text('title', t.messageTitle)}
      {text('content', t.content, { area: true })}
      {text('to', t.to, { helperText: t.toHelp })}
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(busy) => (
          <Button type="submit" loading={busy}>
            {t.send}
          </Button>
        )}
      </form.Subscribe>
    </form>
  );
}
