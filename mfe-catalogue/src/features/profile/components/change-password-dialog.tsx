import { Button, Dialog, Skeleton } from '@app/ui';
import { lazy, Suspense, useState } from 'react';
import { messages } from '../../../messages';

const t = messages.profile.password;
// The form (TanStack Form and the contract's zod schemas) loads when the dialog opens, or when the
// student points at its button: evaluating it with the profile page was a long task on every visit.
const loadForm = () => import('./change-password-form');
const ChangePasswordForm = lazy(() => loadForm().then((m) => ({ default: m.ChangePasswordForm })));

/** The password dialog; its form starts empty each time it opens (the dialog unmounts it on close). */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t.title}
      trigger={
        <Button variant="outline" onPointerEnter={loadForm} onFocus={loadForm}>
          {t.open}
        </Button>
      }
    >
      <Suspense fallback={<Skeleton height="12rem" />}>
        <ChangePasswordForm onDone={() => setOpen(false)} />
      </Suspense>
    </Dialog>
  );
}
