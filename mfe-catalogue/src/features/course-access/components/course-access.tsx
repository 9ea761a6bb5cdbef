import { useNavigate } from '@app/router';
import { type CourseAccessProps, pathFor } from '@app/shared-contracts';
import { Button } from '@app/ui';
import { useState } from 'react';
import { useSignedIn } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { JoinDialog } from './join-dialog';
import { PurchaseDialog } from './purchase-dialog';

const t = messages.access;

/**
 * The join / purchase button with its dialogs. A joined course shows it disabled; a guest is
 * sent to login with the course in the query (and comes back to it after login).
 */
export function CourseAccess({
  course,
  onDone,
  fullWidth = true,
  size = 'md',
}: CourseAccessProps & { fullWidth?: boolean; size?: 'sm' | 'md' | 'lg' }) {
  const [open, setOpen] = useState(false);
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  if (course.joined) {
    return (
      <Button disabled fullWidth={fullWidth} size={size} variant="outline">
        {t.joinedButton}
      </Button>
    );
  }
  const lectures = course.pay_type === 'lectures';
  const free = course.free || course.price === 0;
  const label = lectures ? t.join : free ? t.get : t.buy;
  const click = () => (signedIn ? setOpen(true) : navigate(pathFor('login', {}, { course: course.id })));
  return (
    <>
      <Button fullWidth={fullWidth} size={size} onClick={click}>
        {label}
      </Button>
      {signedIn && open && lectures ? (
        <JoinDialog course={course} open={open} onOpenChange={setOpen} onDone={onDone} />
      ) : null}
      {signedIn && open && !lectures ? (
        <PurchaseDialog course={course} open={open} onOpenChange={setOpen} onDone={onDone} />
      ) : null}
    </>
  );
}
