import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageAnswer, type ImageAnswerProps } from './image-answer';

function setup(props: Partial<ImageAnswerProps> = {}) {
  const onSend = vi.fn();
  render(<ImageAnswer saved={null} error={null} onSend={onSend} {...props} />);
  return { input: screen.getByLabelText('إجابة بصورة (اختياري)'), onSend };
}

describe('image answer', () => {
  it('accepts image/* only, and a chosen image can be removed before sending', async () => {
    const { input, onSend } = setup();
    expect(input).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('يجب اختيار ملف صورة');
    expect(screen.queryByRole('button', { name: 'إرسال الصورة' })).toBeNull();
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'إزالة الصورة' }));
    expect(screen.queryByRole('button', { name: 'إرسال الصورة' })).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('hands the chosen image to the queue, shows a queued image from the device, and a refusal', async () => {
    // jsdom has no object URLs: a stand-in for this test only.
    const url = URL as unknown as Record<string, unknown>;
    url.createObjectURL = vi.fn(() => 'blob:queued');
    url.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      delete url.createObjectURL;
      delete url.revokeObjectURL;
    });
    const queued = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const { input, onSend } = setup({ saved: queued, error: 'الملف ليس صورة' });
    expect(screen.getByRole('img', { name: 'صورة إجابتك المحفوظة' })).toHaveAttribute('src', 'blob:queued');
    expect(screen.getByRole('alert')).toHaveTextContent('الملف ليس صورة');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'b.png', { type: 'image/png' });
    await userEvent.setup().upload(input, png);
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الصورة' }));
    expect(onSend).toHaveBeenCalledWith(png);
  });
});
