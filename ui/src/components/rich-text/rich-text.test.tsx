import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExpandableText, RichText } from './rich-text';

describe('RichText and ExpandableText', () => {
  it('renders links as anchors opening a new tab, and markup as text', () => {
    render(
      <p>
        <RichText text="الملزمة على https://example.com/notes و <b>ليس عريضاً</b>" />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'https://example.com/notes' });
    expect(link).toHaveAttribute('href', 'https://example.com/notes');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/<b>ليس عريضاً<\/b>/)).toBeInTheDocument();
  });

  it('shows the preview with show more, the whole text with show less', async () => {
    const text = 'شرح طويل جداً للمحاضرة مع رابط https://example.com/a';
    render(<ExpandableText text={text} preview="شرح طويل…" />);
    expect(screen.getByText('شرح طويل…')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'عرض المزيد' }));
    expect(screen.getByRole('link', { name: 'https://example.com/a' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض أقل' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no toggle for a short text and nothing for none', () => {
    const { container, rerender } = render(<ExpandableText text="قصير" preview="قصير" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ExpandableText text={null} preview="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
