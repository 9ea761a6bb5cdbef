import { sampleLecture } from '@app/dev-kit/fixtures';
import {
  appEvents,
  type CheckoutProps,
  provideRemoteModule,
  type RemoteModuleSlotProps,
} from '@app/shared-contracts';
import { act, screen } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { LecturePurchaseDialog } from './purchase-dialog';

const t = messages.purchase;
const lecture = sampleLecture({
  id: 5,
  course_id: 1,
  price: 40,
  free: false,
  purchased: false,
  paycard_disabled: true,
});

// The wallet's checkout stands in as a stub that shows the props it was given.
let checkout: CheckoutProps | null = null;
provideRemoteModule((slot: RemoteModuleSlotProps) => {
  if (slot.module !== './widgets/checkout') return null;
  checkout = slot.props as CheckoutProps;
  return <p>{`checkout ${slot.remote} ${checkout.kind} ${checkout.id} ${checkout.price}`}</p>;
});

describe('lecture purchase dialog', () => {
  it("embeds the wallet's checkout for the lecture with its price and pay-card rule", () => {
    renderPage(<LecturePurchaseDialog lecture={lecture} open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: t.title })).toBeInTheDocument();
    expect(screen.getByText('checkout mfe-wallet lecture 5 40')).toBeInTheDocument();
    expect(checkout?.paycardDisabled).toBe(true);
  });

  it('a repurchase says so and costs the repurchase price', () => {
    const again = { ...lecture, purchased: true, repurchasable: true, repurchase_price: 25 };
    renderPage(<LecturePurchaseDialog lecture={again} open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: t.repurchaseTitle })).toHaveTextContent(t.repurchaseNote);
    expect(checkout?.price).toBe(25);
  });

  it('closes and hands over the bought lecture', () => {
    const onOpenChange = vi.fn();
    const onPurchased = vi.fn();
    renderPage(
      <LecturePurchaseDialog lecture={lecture} open onOpenChange={onOpenChange} onPurchased={onPurchased} />,
    );
    const bought = { ...lecture, purchased: true };
    act(() => checkout?.onPurchased?.({ kind: 'lecture', id: 5, lecture: bought }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onPurchased).toHaveBeenCalledWith(bought);
  });

  it("announces the course's copy as outdated on ALREADY_PURCHASED (the catalogue owns it)", () => {
    const heard = vi.fn();
    const off = appEvents.on('outdated', heard);
    renderPage(<LecturePurchaseDialog lecture={lecture} open onOpenChange={() => {}} />);
    act(() => checkout?.onFailed?.('USED_PAYCARD'));
    expect(heard).not.toHaveBeenCalled();
    act(() => checkout?.onFailed?.('ALREADY_PURCHASED'));
    off();
    expect(heard).toHaveBeenCalledWith({ kind: 'course', id: 1 });
  });
});
