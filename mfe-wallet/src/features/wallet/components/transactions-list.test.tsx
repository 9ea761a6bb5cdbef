import { sampleTransaction } from '@app/dev-kit/fixtures';
import { screen, within } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { TransactionsList } from './transactions-list';

const t = messages.wallet;

describe('transactions list', () => {
  it('stays a table with named columns, and each cell says its column for the phone cards', () => {
    renderPage(
      <TransactionsList
        transactions={[sampleTransaction({ serial: 'TX-1', course_resource: { name: 'دورة الكيمياء' } })]}
      />,
    );
    const table = screen.getByRole('table', { name: t.transactions });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(Object.values(t.columns));
    const row = within(table).getByRole('row', { name: /TX-1/ });
    const cells = within(row).getAllByRole('cell');
    // below md every row is a card of label–value lines: all six fields, each under its name
    expect(cells.map((c) => c.querySelector('[aria-hidden]')?.textContent)).toEqual(Object.values(t.columns));
    expect(cells[5]).toHaveTextContent('دورة الكيمياء');
    // the labels are for the eye only: the header names the column for assistive technology
    expect(row).not.toHaveAccessibleName(new RegExp(t.columns.serial));
  });

  it("says how a gateway top-up was paid (its row's details were empty)", () => {
    renderPage(
      <TransactionsList
        transactions={[
          sampleTransaction({
            serial: 'TX-2',
            type: 'recharge',
            value: 50,
            comment: null,
            course_resource: null,
            topup_method: 'paymob_card',
          }),
        ]}
      />,
    );
    const row = screen.getByRole('row', { name: /TX-2/ });
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent(messages.topUp.methods.paymob_card);
  });
});
