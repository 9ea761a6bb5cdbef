import { Chip, Select } from '@app/ui';
import { css } from '#styled-system/css';
import { useAppData } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';

const t = messages.catalogue;
const ALL = 'all';

/** Guests on desktop: the grade list; choosing one filters and clears the category. */
export function GradeList({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const grades = useAppData()?.grades ?? [];
  if (grades.length === 0) return null;
  return (
    <nav aria-label={t.grades} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <Chip selected={!value} onClick={() => onChange(undefined)}>
        {t.allGrades}
      </Chip>
      {grades.map((grade) => (
        <Chip key={grade.id} selected={value === grade.id} onClick={() => onChange(grade.id)}>
          {grade.name}
        </Chip>
      ))}
    </nav>
  );
}

/** Category filter; categories tied to another grade are left out while a grade is chosen. */
export function CategoryFilter(props: { value?: number; gradeId?: number; onChange: (id?: number) => void }) {
  const categories = (useAppData()?.categories ?? []).filter(
    (c) => !props.gradeId || !c.grade_id || c.grade_id === props.gradeId,
  );
  if (categories.length === 0) return null;
  const items = [
    { value: ALL, label: t.allCategories },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <Select
      label={t.category}
      items={items}
      value={props.value ? String(props.value) : ALL}
      onValueChange={(v) => props.onChange(v && v !== ALL ? Number(v) : undefined)}
      className={css({ maxInlineSize: { md: '18rem' } })}
    />
  );
}
