import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageAnswer, type ImageAnswerProps } from './image-answer';

function setup(props: Partial<ImageAnswerProps> = {}) {
  const onSend = vi.fn();
  const onRemove = vi.fn();
  render(<ImageAnswer saved={null} error={null} onSend={onSend} onRemove={onRemove} {...props} />);
  return { onSend, onRemove };
}
const png = (name = 'a.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('image answer', () => {
  it('sends the chosen image at once; a file that is not an image is refused and not sent', async () => {
    const { onSend } = setup();
    const input = screen.getByLabelText('إجابة بصورة (اختياري)');
    expect(input).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('يجب اختيار ملف صورة');
    expect(onSend).not.toHaveBeenCalled();
    const image = png();
    await user.upload(input, image);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSend).toHaveBeenCalledWith(image);
    expect(screen.queryByRole('button', { name: 'إرسال الصورة' })).toBeNull();
  });

  it('says a queued image is not sent yet, shows it from the device, and shows a refusal', () => {
    // jsdom has no object URLs: a stand-in for this test only.
    const url = URL as unknown as Record<string, unknown>;
    url.createObjectURL = vi.fn(() => 'blob:queued');
    url.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      delete url.createObjectURL;
      delete url.revokeObjectURL;
    });
    const queued = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    setup({ saved: queued });
    expect(screen.getByRole('img', { name: 'صورة إجابتك المحفوظة' })).toHaveAttribute('src', 'blob:queued');
    expect(screen.getByRole('status')).toHaveTextContent('لم تُرسل الصورة بعد');
  });

  it('a sent image can be removed or replaced by choosing another', async () => {
    const { onSend, onRemove } = setup({ saved: '/uploads/answers/a.png' });
    expect(screen.getByRole('img', { name: 'صورة إجابتك المحفوظة' })).toHaveAttribute(
      'src',
      '/uploads/answers/a.png',
    );
    expect(screen.getByRole('status')).toHaveTextContent('تم إرسال الصورة');
    await userEvent.click(screen.getByRole('button', { name: 'إزالة الصورة' }));
    expect(onRemove).toHaveBeenCalled();
    const other = png('b.png');
    await userEvent.upload(screen.getByLabelText('استبدال الصورة باختيار صورة أخرى'), other);
    expect(onSend).toHaveBeenCalledWith(other);
  });

  it('shows why the server refused the last image', () => {
    setup({ error: 'الملف ليس صورة' });
    expect(screen.getByRole('alert')).toHaveTextContent('الملف ليس صورة');
  });
});
