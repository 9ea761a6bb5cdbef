import { appEvents, formatMoney, type Lecture, RemoteModule } from '@app/shared-contracts';
import { lecturePurchaseMessages as m } from '@app/shared-contracts/errors';
import { Dialog, Skeleton, snack } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.purchase;

export interface LecturePurchaseDialogProps {
  lecture: Lecture;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPurchased?: (lecture: Lecture) => void;
}

/** What this purchase costs: a repurchase of a repurchasable lecture is at repurchase_price. */
export function purchasePrice(lecture: Lecture): number {
  if (lecture.purchased && lecture.repurchasable) return lecture.repurchase_price ?? lecture.price;
  return lecture.price;
}

/**
 * Wallet (when the wallet system is on) or pay-card (unless paycard_disabled); free: confirm only.
 * The form and the call are the wallet's one checkout (decision 0033); the course page's copy
 * of the lecture is the catalogue's, updated by its listener of `purchased`.
 */
export function LecturePurchaseDialog({
  lecture,
  open,
  onOpenChange,
  onPurchased,
}: LecturePurchaseDialogProps) {
  const price = purchasePrice(lecture);
  const free = price === 0;
  const again = lecture.purchased && lecture.repurchasable;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={again ? t.repurchaseTitle : t.title}
      description={free ? t.freeText : t.price(formatMoney(price))}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={css({ fontWeight: 'bold' })}>{lecture.name}</p>
        {again ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.repurchaseNote}</p> : null}
        <RemoteModule
          remote="mfe-wallet"
          module="./widgets/checkout"
          loading={<Skeleton height="8rem" />}
          props={{
            kind: 'lecture',
            id: lecture.id,
            price,
            paycardDisabled: lecture.paycard_disabled,
            onPurchased: (bought) => {
              if (bought.kind !== 'lecture') return;
              onOpenChange(false);
              snack(m.success, 'success');
              onPurchased?.(bought.lecture);
            },
            onFailed: (code) => {
              // Got elsewhere: the course's copy (the catalogue's) is out of date.
              if (code === 'ALREADY_PURCHASED')
                appEvents.emit('outdated', { kind: 'course', id: lecture.course_id });
            },
          }}
        />
      </div>
    </Dialog>
  );
}
