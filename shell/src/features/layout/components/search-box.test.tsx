import { MemoryRouter, useNavigate } from '@app/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { SearchBox } from './search-box';

function GoHome() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/home')}>
      home
    </button>
  );
}

describe('top-bar search box', () => {
  it('shows the catalogue query, and empties once the student leaves the catalogue', async () => {
    render(
      <MemoryRouter initialEntries={['/courses?search=فيزياء']}>
        <SearchBox />
        <GoHome />
      </MemoryRouter>,
    );
    const box = screen.getByRole('searchbox', { name: messages.topBar.search });
    expect(box).toHaveValue('فيزياء');
    await userEvent.click(screen.getByRole('button', { name: 'home' }));
    expect(box).toHaveValue('');
  });
});
