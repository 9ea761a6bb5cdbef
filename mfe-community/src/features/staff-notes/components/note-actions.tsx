import { fieldErrorsOf } from '@app/shared-contracts';
import type { StaffNote } from '@app/shared-contracts/schemas';
import { staffNoteUpdateSchema } from '@app/shared-contracts/schemas';
import { Button, Dialog, Field, firstError, Input, showServerErrors, validateWith } from '@app/ui';
import { ConfirmDialog } from '@app/ui/staff';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useDeleteNote } from '../api/delete-note';
import { useUpdateNote } from '../api/update-note';

const t = messages.staff.notes;

/** A note's row actions: rename or move it (a small form in a dialog), delete it after a question. */
export function NoteActions({ note }: { note: StaffNote }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const form = useForm({
    defaultValues: { name: note.name, position: String(note.position) },
    validators: { onSubmit: validateWith(staffNoteUpdateSchema) },
    onSubmit: ({ value }) =>
      update.mutate(
        { id: note.id, patch: staffNoteUpdateSchema.parse(value) },
        {
          onSuccess: () => setOpen(false),
          onError: (error) => void showServerErrors(form, fieldErrorsOf(error)),
        },
      ),
  });
  return (
    <div className={css({ display: 'flex', gap: '2' })}>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button size="sm" variant="outline" aria-label={t.editOf(note.name)}>
            {messages.staff.edit}
          </Button>
        }
        title={t.editOf(note.name)}
      >
        <form
          noValidate
          className={css({ display: 'grid', gap: '3' })}
          onSubmit={(e) => {
            e.preventDefault();
            void form.handleSubmit();
          }}
        >
          {(['name', 'position'] as const).map((name) => (
            <form.Field key={name} name={name}>
              {(field) => {
                const message = firstError(field.state.meta.errors);
                return (
                  <Field
                    label={name === 'name' ? t.name : t.position}
                    invalid={Boolean(message)}
                    errorText={message}
                  >
                    <Input
                      name={name}
                      value={field.state.value}
                      onChange={(e) => field.handleChange(e.target.value)}
                    />
                  </Field>
                );
              }}
            </form.Field>
          ))}
          <Button type="submit" loading={update.isPending}>
            {messages.staff.save}
          </Button>
        </form>
      </Dialog>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="danger" aria-label={t.deleteOf(note.name)}>
            {messages.staff.delete}
          </Button>
        }
        title={t.deleteTitle}
        message={t.deleteMessage(note.name)}
        confirmLabel={messages.staff.delete}
        danger
        onConfirm={() => remove.mutateAsync(note.id).then(() => undefined)}
      />
    </div>
  );
}
