import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';

/** A link marked aria-current="page" while its path is the current one (exact match). */
export function NavLink({
  to,
  className,
  onClick,
  children,
}: {
  to: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const [active] = useRoute(to);
  return (
    <Link to={to} className={className} onClick={onClick} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
