import type { StaffStudentActionResponse } from '@app/shared-contracts';
import { messageFor } from '@app/shared-contracts';
import { Button, toaster } from '@app/ui';
import { ConfirmDialog } from '@app/ui/staff';
import { messages } from '../../../messages';

const t = messages.student;

/** Says how an action went: its own message, or why it failed (the api's Arabic message). */
export function announce(run: () => Promise<StaffStudentActionResponse>) {
  return run().then(
    (answer) => {
      toaster.create({ description: answer.message, type: answer.changed ? 'success' : 'info' });
    },
    (error: unknown) => {
      toaster.create({ description: messageFor(error, {}, t.failedAction), type: 'error' });
    },
  );
}

/** A button asking first (ConfirmDialog) before a destructive action of the student's page. */
export function ConfirmAction(props: {
  label: string;
  question: string;
  message?: string;
  /** the trigger's accessible name when the label alone is ambiguous in a table */
  name?: string;
  run: () => Promise<StaffStudentActionResponse>;
  danger?: boolean;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={props.name}>
          {props.label}
        </Button>
      }
      title={props.question}
      message={props.message}
      confirmLabel={t.confirm}
      danger={props.danger ?? true}
      onConfirm={() => announce(props.run)}
    />
  );
}
