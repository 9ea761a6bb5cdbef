import { Link } from '@app/router';
import type { StaffLectureItem } from '@app/shared-contracts/schemas';
import { Badge, Button } from '@app/ui';
import { SortableList } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { messages } from '../../../messages';
import { videoPagePath } from './video-link';

const t = messages.staffLectures.items;
const keyOf = (i: StaffLectureItem) => `${i.type}:${i.id}`;

export interface ItemsListProps {
  items: StaffLectureItem[];
  /** admin and the course's teacher delete videos and notes; anyone may take an exam out */
  canDelete: boolean;
  busy: boolean;
  onReorder: (items: StaffLectureItem[]) => void;
  onRemove: (item: StaffLectureItem) => void;
}

/** The lecture's videos, exams and notes in one teaching order, reordered by drag or keyboard. */
export function ItemsList({ items, canDelete, busy, onReorder, onRemove }: ItemsListProps) {
  if (items.length === 0) return <p className={css({ color: 'fg.muted' })}>{t.empty}</p>;
  const byKey = new Map(items.map((i) => [keyOf(i), i]));
  return (
    <SortableList
      items={items}
      getId={keyOf}
      getLabel={(i) => `${t.types[i.type]} ${i.name}`}
      label={t.label}
      disabled={busy}
      onReorder={(keys) => onReorder(keys.flatMap((k) => byKey.get(k) ?? []))}
      renderItem={(item) => {
        const video = item.type === 'video' ? videoPagePath(item.id) : null;
        const removable = item.type === 'exam' || canDelete;
        return (
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
            <Badge tone="info">{t.types[item.type]}</Badge>
            <span className={css({ flex: '1', minWidth: '0', fontWeight: 'medium' })}>{item.name}</span>
            {item.type === 'video' && !item.ready ? <Badge tone="warning">{t.notReady}</Badge> : null}
            {video ? (
              <Link to={video} className={button({ variant: 'outline', size: 'sm' })}>
                {t.openVideo(item.name)}
              </Link>
            ) : null}
            {removable ? (
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => onRemove(item)}>
                {item.type === 'exam' ? t.detach(item.name) : t.remove(item.name)}
              </Button>
            ) : null}
          </div>
        );
      }}
    />
  );
}
