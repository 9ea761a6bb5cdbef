import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './image';

describe('Image', () => {
  it('loads lazily by default', () => {
    render(<Image src="/uploads/a.svg" alt="غلاف الكورس" />);
    const img = screen.getByRole('img', { name: 'غلاف الكورس' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads at once, with high priority, when it is above the fold', () => {
    render(<Image src="/uploads/a.svg" alt="غلاف الكورس" priority />);
    const img = screen.getByRole('img', { name: 'غلاف الكورس' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows its fallback when there is no picture', () => {
    render(<Image src={null} alt="غلاف الكورس" fallback="لا توجد صورة" />);
    expect(screen.getByRole('img', { name: 'غلاف الكورس' })).toHaveTextContent('لا توجد صورة');
  });
});
