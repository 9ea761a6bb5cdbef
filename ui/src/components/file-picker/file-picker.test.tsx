import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { FilePicker } from './file-picker';

const png = () => new File(['x'], 'صورة.png', { type: 'image/png' });

describe('FilePicker', () => {
  it('names its input by its label, says no file yet, then shows the picked name', async () => {
    const onFile = vi.fn();
    render(<FilePicker label="صورة الإيصال" accept="image/*" onFile={onFile} />);
    const input = screen.getByLabelText('صورة الإيصال');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('صورة الإيصال');
    expect(input).toHaveAccessibleDescription('لم يتم اختيار ملف');
    expect(screen.getByText('اختر صورة')).toBeInTheDocument();
    const file = png();
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input).toHaveAccessibleDescription('صورة.png');
  });

  it("says 'اختر ملفاً' for any file, and inside Field takes the Field's name and error", () => {
    render(
      <Field label="المرفق" invalid errorText="الملف مطلوب">
        <FilePicker onFile={() => {}} />
      </Field>,
    );
    const input = screen.getByLabelText('المرفق');
    expect(input).toHaveAccessibleName('المرفق');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/لم يتم اختيار ملف/);
    expect(screen.getByText('اختر ملفاً')).toBeInTheDocument();
  });

  it('shows the name it is given', () => {
    render(<FilePicker label="صورة" fileName="قديمة.jpg" onFile={() => {}} />);
    expect(screen.getByLabelText('صورة')).toHaveAccessibleDescription('قديمة.jpg');
  });
});
