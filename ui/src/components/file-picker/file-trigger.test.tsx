import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileTrigger } from './file-trigger';

describe('FileTrigger', () => {
  it('opens the hidden input from its own control and hands over the picked file', async () => {
    const picked: string[] = [];
    render(
      <FileTrigger accept="image/*" label="تغيير الصورة" onFile={(f) => picked.push(f.name)}>
        {(open) => (
          <button type="button" onClick={open}>
            كاميرا
          </button>
        )}
      </FileTrigger>,
    );
    const input = screen.getByLabelText('تغيير الصورة');
    expect(input).not.toBeVisible();
    await userEvent.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(picked).toEqual(['me.png']);
    expect(screen.getByRole('button', { name: 'كاميرا' })).toBeEnabled();
  });
});
