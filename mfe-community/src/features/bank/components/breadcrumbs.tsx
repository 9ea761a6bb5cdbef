import { Link } from '@app/router';
import { type NamedRef, pathFor } from '@app/shared-contracts';
import { ChevronLeft } from 'lucide-react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.bank;
export const directoryPath = (id?: number) =>
  id ? pathFor('questions-bank-directory', { id }) : pathFor('questions-bank');

/** The bank's root, then full_path_dirs of the current folder (root first, the current one last). */
export function Breadcrumbs({ dirs }: { dirs: NamedRef[] }) {
  const items = [{ id: 0, name: t.title }, ...dirs];
  return (
    <nav aria-label={t.breadcrumbs} className={css({ minInlineSize: 0 })}>
      {/* Wraps onto more lines instead of running off the edge; the separator lives in its item. */}
      <ol
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: '1',
          rowGap: '1',
          textStyle: 'small',
          lineHeight: '1.6',
        })}
      >
        {items.map((d, i) => (
          <li
            key={d.id}
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', minInlineSize: 0 })}
          >
            {i > 0 ? (
              <ChevronLeft aria-hidden size={14} className={css({ color: 'fg.muted', flexShrink: 0 })} />
            ) : null}
            {i === items.length - 1 ? (
              <span aria-current="page" className={css({ fontWeight: 'bold', overflowWrap: 'anywhere' })}>
                {d.name}
              </span>
            ) : (
              <Link
                to={directoryPath(d.id || undefined)}
                className={css({
                  color: 'primary',
                  overflowWrap: 'anywhere',
                  _hover: { textDecoration: 'underline' },
                })}
              >
                {d.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
