import { fakeApi } from '@app/dev-kit/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { OutletsView } from './outlets-view';

const t = messages.outlets;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const outlet = (id: number, city: string) => ({
  id,
  name: `منفذ ${id}`,
  governorate: 'القاهرة',
  city,
  address: 'شارع',
  phone: '0222',
  map_url: 'https://maps.example/x',
});

describe('outlets', () => {
  it('filters the centres by the city buttons', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: { data: [outlet(1, 'المعادي'), outlet(2, 'شبرا'), outlet(3, 'شبرا')] },
    }));
    renderPage(<OutletsView />, { user: null });
    const list = await screen.findByRole('list', { name: t.list });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const cities = screen.getByRole('list', { name: t.cities });
    await userEvent.click(within(cities).getByRole('button', { name: 'شبرا' }));
    expect(within(cities).getByRole('button', { name: 'شبرا' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: t.mapOf('منفذ 2') })).toHaveAttribute(
      'href',
      'https://maps.example/x',
    );
    await userEvent.click(within(cities).getByRole('button', { name: t.all }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });
});
