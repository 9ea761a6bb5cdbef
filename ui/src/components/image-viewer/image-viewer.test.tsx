import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '../../messages';
import { INITIAL_VIEW, nextView } from './image-view';
import { ImageViewer } from './image-viewer';

const t = uiMessages.imageViewer;

describe('ImageViewer', () => {
  it('zooms within bounds, rotates by quarter turns and resets', () => {
    let v = INITIAL_VIEW;
    for (let i = 0; i < 20; i++) v = nextView(v, 'zoom-in');
    expect(v.scale).toBe(4);
    for (let i = 0; i < 20; i++) v = nextView(v, 'zoom-out');
    expect(v.scale).toBe(0.5);
    for (let i = 0; i < 5; i++) v = nextView(v, 'rotate');
    expect(v.rotation).toBe(90);
    expect(nextView(v, 'reset')).toEqual(INITIAL_VIEW);
  });

  it('shows the picture and opens it in a dialog named by it, worked from the toolbar and the keyboard', async () => {
    render(<ImageViewer src="/q.png" alt="صورة السؤال" />);
    expect(screen.getByRole('img', { name: 'صورة السؤال' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تكبير صورة السؤال' }));
    const dialog = await screen.findByRole('dialog', { name: 'صورة السؤال' });
    const { getByRole } = within(dialog);
    const img = getByRole('img', { name: 'صورة السؤال' });
    await userEvent.click(getByRole('button', { name: t.zoomIn }));
    await userEvent.click(getByRole('button', { name: t.rotate }));
    expect(img.style.transform).toBe('scale(1.25) rotate(90deg)');
    getByRole('button', { name: t.rotate }).focus();
    await userEvent.keyboard('--r');
    expect(img.style.transform).toBe('scale(0.75) rotate(180deg)');
    await userEvent.keyboard('0');
    expect(img.style.transform).toBe('scale(1) rotate(0deg)');
    await userEvent.keyboard('{Escape}');
    // Ark removes the dialog once its closing (data-state="closed") has run: on a busy machine, a tick later.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stops zooming at its bounds', async () => {
    render(<ImageViewer src="/q.png" alt="صورة الإجابة" />);
    await userEvent.click(screen.getByRole('button', { name: 'تكبير صورة الإجابة' }));
    const dialog = await screen.findByRole('dialog', { name: 'صورة الإجابة' });
    const zoomOut = within(dialog).getByRole('button', { name: t.zoomOut });
    await userEvent.click(zoomOut);
    await userEvent.click(zoomOut);
    expect(zoomOut).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('50%');
  });
});
