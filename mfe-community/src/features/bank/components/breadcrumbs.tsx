import { Link } from '@app/router';
import type { NamedRef } from '@app/shared-contracts';
import { ChevronLeft } from 'lucide-react';
import { Fragment } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.bank;
export const directoryPath = (id?: number) => `/questions-bank/directories${id ? `/${id}` : ''}`;

/** The bank's root, then full_path_dirs of the current folder (root first, the current one last). */
export function Breadcrumbs({ dirs }: { dirs: NamedRef[] }) {
  const items = [{ id: 0, name: t.title }, ...dirs];
  return (
    <nav aria-label={t.breadcrumbs}>
      <ol
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '1',
          textStyle: 'small',
        })}
      >
        {items.map((d, i) => (
          <Fragment key={d.id}>
            {i > 0 ? <ChevronLeft aria-hidden size={14} className={css({ color: 'fg.muted' })} /> : null}
            <li>
              {i === items.length - 1 ? (
                <span aria-current="page" className={css({ fontWeight: 'bold' })}>
                  {d.name}
                </span>
              ) : (
                <Link
                  to={directoryPath(d.id || undefined)}
                  className={css({ color: 'primary', _hover: { textDecoration: 'underline' } })}
                >
                  {d.name}
                </Link>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
