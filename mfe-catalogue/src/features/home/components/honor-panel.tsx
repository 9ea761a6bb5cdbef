import type { HonorEntry } from '@app/shared-contracts';
import { Avatar, Card } from '@app/ui';
import { css } from '#styled-system/css';
import { SectionHeading } from '../../../components/page';
import { messages } from '../../../messages';

const t = messages.home;
const rowClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '2',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'border',
  _last: { borderBlockEnd: 'none' },
});

/** Top students: avatar, correction_mark / total_mark, name, governorate. */
export function HonorPanel({ entries }: { entries: HonorEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Card aria-labelledby="honor-heading">
      <SectionHeading id="honor-heading">{t.honor}</SectionHeading>
      <ol className={css({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column' })}>
        {entries.map((entry) => (
          <li key={entry.id} className={rowClass}>
            <Avatar name={entry.name} src={entry.avatar} />
            <div className={css({ flex: '1', minInlineSize: 0 })}>
              <p className={css({ fontWeight: 'bold' })}>{entry.name}</p>
              {entry.governorate ? (
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{entry.governorate}</p>
              ) : null}
            </div>
            <span dir="ltr" className={css({ fontWeight: 'bold', color: 'primary.text' })}>
              {t.mark(entry.correction_mark, entry.total_mark)}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
