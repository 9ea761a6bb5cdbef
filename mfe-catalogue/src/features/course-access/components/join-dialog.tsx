import { type Course, errorCodeOf, joinMessages, messageFor } from '@app/shared-contracts';
import { Button, Dialog } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { joinCourse } from '../api/join-course';
import { useAccessDone, useGoToCourse } from '../hooks/use-access-done';

const t = messages.access;
export const alertClass = css({
  color: 'danger.text',
  bg: 'danger.subtle',
  borderRadius: 'md',
  paddingInline: '3',
  paddingBlock: '2',
  fontSize: 'sm',
});

export interface JoinDialogProps {
  course: Pick<Course, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: (course: Course) => void;
}

/** pay_type 'lectures': confirm, then POST /courses/{id}/join (spec 1 §4 and §8). */
export function JoinDialog({ course, open, onOpenChange, onDone }: JoinDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = useAccessDone(onDone);
  const goToCourse = useGoToCourse();

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const joined = await joinCourse(course.id);
      onOpenChange(false);
      await done(joined, joinMessages.success);
    } catch (err) {
      if (errorCodeOf(err) === 'ALREADY_JOINED') {
        onOpenChange(false);
        goToCourse(course.id, joinMessages.ALREADY_JOINED);
      } else {
        setError(messageFor(err, joinMessages, joinMessages.fallback));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      role="alertdialog"
      title={t.joinTitle}
      description={t.joinQuestion(course.name)}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {messages.profile.cancel}
          </Button>
          <Button onClick={confirm} loading={busy}>
            {t.joinConfirm}
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className={alertClass}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
