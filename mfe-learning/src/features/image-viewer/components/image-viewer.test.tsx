import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { ImageViewer, INITIAL_VIEW, nextView } from './image-viewer';

const t = messages.viewer;

describe('image viewer', () => {
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

  it('works from the toolbar and the keyboard', async () => {
    render(<ImageViewer src="/q.png" alt="صورة السؤال" />);
    const img = screen.getByRole('img', { name: 'صورة السؤال' });
    await userEvent.click(screen.getByRole('button', { name: t.zoomIn }));
    await userEvent.click(screen.getByRole('button', { name: t.rotate }));
    expect(img.style.transform).toBe('scale(1.25) rotate(90deg)');
    screen.getByRole('button', { name: t.rotate }).focus();
    await userEvent.keyboard('--r');
    expect(img.style.transform).toBe('scale(0.75) rotate(180deg)');
    await userEvent.keyboard('0');
    expect(img.style.transform).toBe('scale(1) rotate(0deg)');
  });
});
