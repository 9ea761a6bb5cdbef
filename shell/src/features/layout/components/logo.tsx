import { css } from '#styled-system/css';

/** The platform mark: an open book in the primary colour (decorative; the link names it). */
export function Logo() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="36"
      height="36"
      viewBox="0 0 36 36"
      className={css({ flexShrink: 0 })}
    >
      <rect width="36" height="36" rx="10" fill="currentColor" />
      <path d="M8 11c4-1.5 7-1 10 1.5c3-2.5 6-3 10-1.5v15c-4-1.5-7-1-10 1.5c-3-2.5-6-3-10-1.5z" fill="#fff" />
      <path d="M18 12.5v15" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
