import { type Course, formatMoney, RemoteModule } from '@app/shared-contracts';
import { coursePurchaseMessages as m } from '@app/shared-contracts/errors';
import { Dialog, Skeleton } from '@app/ui';
import { css } from '#styled-system/css';
import { useHidePaidPrices } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { useAccessDone, useGoToCourse } from '../hooks/use-access-done';
import { usePurchaseUpdates } from '../hooks/use-purchase-updates';

const t = messages.access;

export interface PurchaseDialogProps {
  course: Pick<Course, 'id' | 'name' | 'price' | 'free'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: (course: Course) => void;
}

/**
 * Free: one click. Paid: wallet or pay-card (spec 1 §4, §5, §8), through the wallet's one
 * checkout (decision 0033). The catalogue's copies of the course are written by its own listener
 * of `purchased`; here only what the student sees next.
 */
export function PurchaseDialog({ course, open, onOpenChange, onDone }: PurchaseDialogProps) {
  const free = course.free || course.price === 0;
  const hidePrice = useHidePaidPrices(); // spec 1 §6: no paid price on iOS
  const done = useAccessDone(onDone);
  const goToCourse = useGoToCourse();
  usePurchaseUpdates();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.purchaseTitle}
      description={free ? t.freeText : hidePrice ? undefined : t.price(formatMoney(course.price))}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={css({ fontWeight: 'bold' })}>{course.name}</p>
        <RemoteModule
          remote="mfe-wallet"
          module="./widgets/checkout"
          loading={<Skeleton height="8rem" />}
          props={{
            kind: 'course',
            id: course.id,
            price: free ? 0 : course.price,
            onPurchased: (bought) => {
              if (bought.kind !== 'course') return;
              onOpenChange(false);
              done(bought.course, m.success);
            },
            onFailed: (code) => {
              if (code !== 'ALREADY_PURCHASED') return;
              onOpenChange(false);
              goToCourse(course.id, m.ALREADY_PURCHASED);
            },
          }}
        />
      </div>
    </Dialog>
  );
}
