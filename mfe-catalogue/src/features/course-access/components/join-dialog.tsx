import { type Course, errorCodeOf, messageFor } from '@app/shared-contracts';
import { joinMessages } from '@app/shared-contracts/errors';
import { Button, Dialog } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useJoinCourse } from '../api/join-course';
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
  const join = useJoinCourse();
  const done = useAccessDone(onDone);
  const goToCourse = useGoToCourse();
  const error = join.error ? messageFor(join.error, joinMessages, joinMessages.fallback) : null;

  function confirm() {
    join.mutate(course.id, {
      onSuccess: ({ data }) => {
        onOpenChange(false);
        done(data, joinMessages.success);
      },
      onError: (err) => {
        if (errorCodeOf(err) !== 'ALREADY_JOINED') return;
        onOpenChange(false);
        goToCourse(course.id, joinMessages.ALREADY_JOINED);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) join.reset();
        onOpenChange(next);
      }}
      role="alertdialog"
      title={t.joinTitle}
      description={t.joinQuestion(course.name)}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={join.isPending}>
            {messages.profile.cancel}
          </Button>
          <Button onClick={confirm} loading={join.isPending}>
            {t.joinConfirm}
          </Button>
        </>
      }
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.joinNote}</p>
      {error ? (
        <p role="alert" className={alertClass}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
