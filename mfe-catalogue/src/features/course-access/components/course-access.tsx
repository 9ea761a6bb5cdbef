import { useNavigate } from '@app/router';
import { type CourseAccessProps, pathFor } from '@app/shared-contracts';
import { Button } from '@app/ui';
import { lazy, Suspense, useState } from 'react';
import { useSignedIn } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';

const t = messages.access;

// The dialogs (their mutations, payment fields and message tables) load when first wanted, not
// with every course card: the welcome page's start-up budget pays for the button only.
const loadJoin = () => import('./join-dialog');
const loadPurchase = () => import('./purchase-dialog');
const JoinDialog = lazy(() => loadJoin().then((m) => ({ default: m.JoinDialog })));
const PurchaseDialog = lazy(() => loadPurchase().then((m) => ({ default: m.PurchaseDialog })));

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
  // Fetch the dialog's chunk as soon as a signed-in student points at the button.
  const preload = () => {
    if (signedIn) void (lectures ? loadJoin() : loadPurchase());
  };
  return (
    <>
      <Button fullWidth={fullWidth} size={size} onClick={click} onPointerEnter={preload} onFocus={preload}>
        {label}
      </Button>
      <Suspense fallback={null}>
        {signedIn && open && lectures ? (
          <JoinDialog course={course} open={open} onOpenChange={setOpen} onDone={onDone} />
        ) : null}
        {signedIn && open && !lectures ? (
          <PurchaseDialog course={course} open={open} onOpenChange={setOpen} onDone={onDone} />
        ) : null}
      </Suspense>
    </>
  );
}
