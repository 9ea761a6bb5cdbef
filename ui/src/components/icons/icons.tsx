import type { SVGProps } from 'react';
import { css, cx } from '#styled-system/css';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

// Icons that point a direction are drawn for LTR and flipped when the page is RTL.
const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } });
const base = css({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' });

export interface BaseIconProps extends IconProps {
  name: string;
  paths: string[];
  mirror?: boolean;
}

export function Icon({ name, paths, mirror = false, size = '1.25em', className, ...props }: BaseIconProps) {
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
      data-icon={name}
      className={cx(base, mirror && mirrored, className)}
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <Icon {...props} name="menu" paths={['M4 6h16', 'M4 12h16', 'M4 18h16']} />
);
export const CloseIcon = (props: IconProps) => (
  <Icon {...props} name="close" paths={['M6 6l12 12', 'M18 6L6 18']} />
);
export const SearchIcon = (props: IconProps) => (
  <Icon {...props} name="search" paths={['M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14z', 'M20 20l-4-4']} />
);
/** Points "back" (left in LTR, right in RTL). */
export const ArrowBackIcon = (props: IconProps) => (
  <Icon {...props} name="arrow-back" mirror paths={['M19 12H5', 'M11 6l-6 6l6 6']} />
);
/** Points "forward" (right in LTR, left in RTL). */
export const ChevronIcon = (props: IconProps) => (
  <Icon {...props} name="chevron" mirror paths={['M9 6l6 6l-6 6']} />
);
export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props} name="chevron-down" paths={['M6 9l6 6l6-6']} />
);
export const WalletIcon = (props: IconProps) => (
  <Icon
    {...props}
    name="wallet"
    paths={['M3 7a2 2 0 0 1 2-2h13v4', 'M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z', 'M16 14h.01']}
  />
);
export const BellIcon = (props: IconProps) => (
  <Icon
    {...props}
    name="bell"
    paths={['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0']}
  />
);
export const UserIcon = (props: IconProps) => (
  <Icon {...props} name="user" paths={['M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8z', 'M4 21a8 8 0 0 1 16 0']} />
);
export const HomeIcon = (props: IconProps) => (
  <Icon {...props} name="home" paths={['M3 11l9-7l9 7', 'M5 10v10h14V10', 'M10 20v-6h4v6']} />
);
export const BookIcon = (props: IconProps) => (
  <Icon
    {...props}
    name="book"
    paths={[
      'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z',
      'M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
    ]}
  />
);
export const HelpIcon = (props: IconProps) => (
  <Icon
    {...props}
    name="help"
    paths={['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3', 'M12 17h.01']}
  />
);
/** The door arrow points out of the page: mirrored in RTL. */
export const LogoutIcon = (props: IconProps) => (
  <Icon
    {...props}
    name="logout"
    mirror
    paths={['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5l-5-5', 'M21 12H9']}
  />
);
export const QrIcon = (props: IconProps) => (
  <Icon
    {...props}
    name="qr"
    paths={[
      'M4 4h6v6H4z',
      'M14 4h6v6h-6z',
      'M4 14h6v6H4z',
      'M14 14h2v2h-2z',
      'M18 18h2v2h-2z',
      'M14 18h2',
      'M18 14h2',
    ]}
  />
);
export const EditIcon = (props: IconProps) => (
  <Icon {...props} name="edit" paths={['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1l1-4z']} />
);
export const CameraIcon = (props: IconProps) => (
  <Icon
    {...props}
    name="camera"
    paths={[
      'M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z',
      'M12 9a4 4 0 1 0 0 8a4 4 0 1 0 0-8z',
    ]}
  />
);
export const CheckIcon = (props: IconProps) => <Icon {...props} name="check" paths={['M5 12l5 5L20 7']} />;
export const AlertIcon = (props: IconProps) => (
  <Icon {...props} name="alert" paths={['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M12 8v4', 'M12 16h.01']} />
);
export const PlusIcon = (props: IconProps) => (
  <Icon {...props} name="plus" paths={['M12 5v14', 'M5 12h14']} />
);
export const MinusIcon = (props: IconProps) => <Icon {...props} name="minus" paths={['M5 12h14']} />;
