import { Link } from '@app/router';
import { type BankCategory, pluralAr } from '@app/shared-contracts';
import { Folder } from 'lucide-react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { directoryPath } from './breadcrumbs';

const t = messages.bank;

/** What a folder holds: its sub-folder and question counts, or 'empty folder'. */
export function folderCounts(c: Pick<BankCategory, 'child_categories_count' | 'questions_count'>): string {
  if (c.child_categories_count === 0 && c.questions_count === 0) return t.emptyFolder;
  const parts = [];
  if (c.child_categories_count > 0) parts.push(pluralAr(c.child_categories_count, t.subfolders));
  if (c.questions_count > 0) parts.push(pluralAr(c.questions_count, t.questionsCount));
  return parts.join(' · ');
}

export function FolderList({ folders }: { folders: BankCategory[] }) {
  if (folders.length === 0) return null;
  return (
    <ul
      aria-label={t.folders}
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        gap: '3',
      })}
    >
      {folders.map((f) => (
        <li key={f.id}>
          <Link
            to={directoryPath(f.id)}
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'center',
              padding: '3',
              borderRadius: 'lg',
              borderWidth: '1px',
              borderColor: 'border',
              bg: 'bg.surface',
              _hover: { borderColor: 'primary' },
            })}
          >
            <Folder aria-hidden size={28} className={css({ color: 'primary', flexShrink: 0 })} />
            <span className={css({ display: 'flex', flexDirection: 'column' })}>
              <span className={css({ fontWeight: 'bold' })}>{f.name}</span>
              <span className={css({ textStyle: 'small', color: 'fg.muted' })}>{folderCounts(f)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
