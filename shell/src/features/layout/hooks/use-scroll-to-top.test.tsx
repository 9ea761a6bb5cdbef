import { Link, MemoryRouter, Route, Routes, useNavigate } from '@app/router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top';

function Pages() {
  useScrollToTop();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        رجوع
      </button>
      <Routes>
        <Route path="/courses" element={<Link to="/courses?search=فيزياء">بحث</Link>} />
        <Route path="*" element={<Link to="/courses">الكورسات</Link>} />
      </Routes>
    </>
  );
}

describe('useScrollToTop', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  afterEach(() => scrollTo.mockClear());

  it('scrolls a new page to the top, but not a query change or a step back', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Pages />
      </MemoryRouter>,
    );
    scrollTo.mockClear(); // the first render is not a navigation the test is about
    await act(async () => screen.getByRole('link', { name: 'الكورسات' }).click());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(async () => screen.getByRole('link', { name: 'بحث' }).click());
    expect(scrollTo).not.toHaveBeenCalled();

    const back = screen.getByRole('button', { name: 'رجوع' });
    await act(async () => back.click());
    await act(async () => back.click());
    expect(screen.getByRole('link', { name: 'الكورسات' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
