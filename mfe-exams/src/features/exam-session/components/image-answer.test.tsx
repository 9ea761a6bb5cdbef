import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageAnswer } from './image-answer';

function setup() {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImageAnswer sessionToken="tok" questionId={3} saved={null} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { input: screen.getByLabelText('إجابة بصورة (اختياري)'), onSaved };
}

describe('image answer', () => {
  it('accepts image/* only, and a chosen image can be removed before sending', async () => {
    const { input } = setup();
    expect(input).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('يجب اختيار ملف صورة');
    expect(screen.queryByRole('button', { name: 'إرسال الصورة' })).toBeNull();
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'إزالة الصورة' }));
    expect(screen.queryByRole('button', { name: 'إرسال الصورة' })).toBeNull();
  });
});
