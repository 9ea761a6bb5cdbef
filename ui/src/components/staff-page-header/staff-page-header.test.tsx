import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffPageHeader } from './staff-page-header';

describe('StaffPageHeader', () => {
  it('is the page heading, its description and its actions', () => {
    render(
      <StaffPageHeader
        title="الطلاب"
        description="كل طلاب السنتر"
        actions={<button type="button">إضافة</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'الطلاب' })).toBeInTheDocument();
    expect(screen.getByText('كل طلاب السنتر')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة' })).toBeInTheDocument();
  });

  it('renders the title alone', () => {
    const { container } = render(<StaffPageHeader title="السجل" />);
    expect(screen.getByRole('heading', { level: 1, name: 'السجل' })).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
