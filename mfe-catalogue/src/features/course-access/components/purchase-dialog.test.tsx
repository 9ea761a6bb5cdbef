import { sampleCourse, sampleCourseDetail, sampleLecture } from '@app/dev-kit/fixtures';
import {
  appEvents,
  type CheckoutProps,
  formatMoney,
  provideRemoteModule,
  queryKeys,
  type RemoteModuleSlotProps,
} from '@app/shared-contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { CourseAccess } from './course-access';

// The dialog's code is a chunk loaded when it opens; a cold import took longer than a query waits on
// a loaded 2-core CI machine (profile-dialogs.test.tsx failed so), so it is loaded once here.
beforeAll(async () => {
  await Promise.all([import('./join-dialog'), import('./purchase-dialog')]);
});

const t = messages.access;
const paid = sampleCourse({
  id: 7,
  name: 'كيمياء',
  pay_type: 'course',
  price: 100,
  free: false,
  joined: false,
});

// The wallet's checkout stands in as a stub that shows the props it was given.
let checkout: CheckoutProps | null = null;
provideRemoteModule((slot: RemoteModuleSlotProps) => {
  if (slot.module !== './widgets/checkout') return null;
  checkout = slot.props as CheckoutProps;
  return <p>{`checkout ${slot.remote} ${checkout.kind} ${checkout.id} ${checkout.price}`}</p>;
});
afterEach(() => {
  checkout = null;
});

async function open(options: Parameters<typeof renderPage>[1] = {}, course = paid) {
  const { client } = renderPage(<CourseAccess course={course} />, { url: '/courses', ...options });
  await userEvent.click(screen.getByRole('button', { name: course.free ? t.get : t.buy }));
  await screen.findByRole('dialog', { name: t.purchaseTitle });
  return client;
}

describe('course purchase dialog', () => {
  it("embeds the wallet's checkout for the course, with its price (0 when free)", async () => {
    await open();
    expect(screen.getByText('checkout mfe-wallet course 7 100')).toBeInTheDocument();
  });

  it('hides the price on iOS (spec 1 §6)', async () => {
    await open({ platform: 'ios' });
    expect(screen.getByRole('dialog')).not.toHaveTextContent(formatMoney(100));
  });

  it('a free course goes to the checkout at price 0', async () => {
    await open({}, { ...paid, price: 0, free: true });
    expect(screen.getByText('checkout mfe-wallet course 7 0')).toBeInTheDocument();
  });

  it('once bought: the announced course is written into its own copies, then the course page', async () => {
    const client = await open();
    client.setQueryData(
      queryKeys.catalogue.course(7),
      sampleCourseDetail({ ...paid, lectures: [sampleLecture({ id: 1, purchased: false })] }),
    );
    client.setQueryData(queryKeys.catalogue.myCourses(), []);
    const bought = { ...paid, joined: true };
    act(() => {
      appEvents.emit('purchased', { kind: 'course', id: 7, course: bought, balance: 50 });
      checkout?.onPurchased?.({ kind: 'course', id: 7, course: bought });
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent('/courses/7'),
    );
    expect(client.getQueryData(queryKeys.catalogue.course(7))).toMatchObject({
      joined: true,
      lectures: [{ id: 1, purchased: true }],
    });
    expect(client.getQueryData(queryKeys.catalogue.myCourses())).toEqual([bought]);
    // the wallet's data is not the catalogue's to write
    expect(client.getQueryData(queryKeys.wallet.balance())).toBeUndefined();
  });

  it('goes to the course on ALREADY_PURCHASED, stays on other errors', async () => {
    await open();
    act(() => checkout?.onFailed?.('USED_PAYCARD'));
    expect(screen.getByRole('dialog', { name: t.purchaseTitle })).toBeInTheDocument();
    act(() => checkout?.onFailed?.('ALREADY_PURCHASED'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent('/courses/7'),
    );
  });

  it('stops listening to purchases once closed', async () => {
    await open();
    expect(appEvents.count('purchased')).toBe(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(appEvents.count('purchased')).toBe(0));
  });
});
