import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { HeaderCarousel } from './header-carousel';

const t = messages.home;
const images = [1, 2, 3].map((n) => ({ url: `/banners/${n}.png`, to: null, href: null }));
// The design system's atomic classes: what the served CSS gives these elements.
const contain = css({ objectFit: 'contain' });
// @app/ui's icon recipe flips an icon in RTL through its `mirror` variant (ui's recipes test checks
// that this class is scaleX(-1) under [dir=rtl] only).
const mirroredInRtl = /(^|\s)ui-icon__root--mirror_true(\s|$)/;

function carousel() {
  renderPage(<HeaderCarousel images={images} />);
  return screen.getByRole('region', { name: t.carousel });
}

describe('home header carousel (issue 14)', () => {
  it('shows the banner whole (object-fit: contain), never cropped', () => {
    carousel();
    expect(screen.getByRole('img', { name: t.slide(1, 3) })).toHaveClass(contain);
  });

  it('shows a placeholder, not the broken-image icon, for a banner that does not load', () => {
    carousel();
    fireEvent.error(screen.getByRole('img', { name: t.slide(1, 3) }));
    const slide = screen.getByRole('img', { name: t.slide(1, 3) });
    expect(slide.tagName).not.toBe('IMG');
    expect(screen.getByRole('region', { name: t.carousel }).querySelector('img')).toBeNull();
  });

  it("points 'previous' to the inline start, mirrored to the right in RTL, and 'next' the other way", () => {
    carousel();
    const previous = screen.getByRole('button', { name: t.previous });
    const next = screen.getByRole('button', { name: t.next });
    // lucide draws chevron-left / chevron-right for LTR; both are flipped in RTL
    const previousIcon = previous.querySelector('svg');
    const nextIcon = next.querySelector('svg');
    expect(previousIcon).toHaveClass('lucide-chevron-left');
    expect(nextIcon).toHaveClass('lucide-chevron-right');
    expect(previousIcon?.getAttribute('class')).toMatch(mirroredInRtl);
    expect(nextIcon?.getAttribute('class')).toMatch(mirroredInRtl);
    // previous comes first in reading order (at the right in RTL)
    expect(previous.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps arrows and dots outside the banner, and they move between slides', async () => {
    const region = carousel();
    const banner = screen.getByRole('img', { name: t.slide(1, 3) });
    const frame = [...region.children].find((child) => child.contains(banner)) as HTMLElement;
    expect(within(frame).queryAllByRole('button')).toHaveLength(0);
    const dots = [1, 2, 3].map((n) => within(region).getByRole('button', { name: t.slide(n, 3) }));
    expect(dots.every((dot) => !frame.contains(dot))).toBe(true);

    // hovering pauses the 5 s cycle; on a slow machine it may already have moved, so go relative
    await userEvent.hover(region);
    const at = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
    const before = (at + 2) % 3;
    await userEvent.click(screen.getByRole('button', { name: t.previous }));
    expect(screen.getByRole('img', { name: t.slide(before + 1, 3) })).toBeInTheDocument();
    expect(dots[before]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByRole('img', { name: t.slide(at + 1, 3) })).toBeInTheDocument();
  });
});
