import type { SVGProps } from 'react';
import { css, cx } from '../../../styled-system/css';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

// Icons that point a direction are drawn for LTR and flipped when the page is RTL.
const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } });
const base = css({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' });

function createIcon(displayName: string, paths: string[], mirror = false) {
  function Icon({ size = '1.25em', className, ...props }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        data-icon={displayName}
        className={cx(base, mirror && mirrored, className)}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = createIcon('menu', ['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CloseIcon = createIcon('close', ['M6 6l12 12', 'M18 6L6 18']);
export const SearchIcon = createIcon('search', ['M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14z', 'M20 20l-4-4']);
/** Points "back" (left in LTR, right in RTL). */
export const ArrowBackIcon = createIcon('arrow-back', ['M19 12H5', 'M11 6l-6 6l6 6'], true);
/** Points "forward" (right in LTR, left in RTL). */
export const ChevronIcon = createIcon('chevron', ['M9 6l6 6l-6 6'], true);
export const ChevronDownIcon = createIcon('chevron-down', ['M6 9l6 6l6-6']);
export const WalletIcon = createIcon('wallet', [
  'M3 7a2 2 0 0 1 2-2h13v4',
  'M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z',
  'M16 14h.01',
]);
export const BellIcon = createIcon('bell', [
  'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9',
  'M10.3 21a1.94 1.94 0 0 0 3.4 0',
]);
export const UserIcon = createIcon('user', ['M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8z', 'M4 21a8 8 0 0 1 16 0']);
export const HomeIcon = createIcon('home', ['M3 11l9-7l9 7', 'M5 10v10h14V10', 'M10 20v-6h4v6']);
export const BookIcon = createIcon('book', [
  'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z',
  'M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
]);
export const HelpIcon = createIcon('help', [
  'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
  'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3',
  'M12 17h.01',
]);
/** The door arrow points out of the page: mirrored in RTL. */
export const LogoutIcon = createIcon('logout', ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5l-5-5', 'M21 12H9'], true);
export const QrIcon = createIcon('qr', [
  'M4 4h6v6H4z',
  'M14 4h6v6h-6z',
  'M4 14h6v6H4z',
  'M14 14h2v2h-2z',
  'M18 18h2v2h-2z',
  'M14 18h2',
  'M18 14h2',
]);
export const EditIcon = createIcon('edit', ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1l1-4z']);
export const CameraIcon = createIcon('camera', [
  'M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z',
  'M12 9a4 4 0 1 0 0 8a4 4 0 1 0 0-8z',
]);
export const CheckIcon = createIcon('check', ['M5 12l5 5L20 7']);
export const AlertIcon = createIcon('alert', [
  'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
  'M12 8v4',
  'M12 16h.01',
]);
export const PlusIcon = createIcon('plus', ['M12 5v14', 'M5 12h14']);
export const MinusIcon = createIcon('minus', ['M5 12h14']);
