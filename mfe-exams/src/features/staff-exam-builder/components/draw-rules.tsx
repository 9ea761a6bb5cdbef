import { Button, Field, Input } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.staffExams.picker;
const select = css({ borderWidth: '1px', borderRadius: 'l2', paddingInline: '2', height: '10' });

export interface DrawRule {
  count: string;
  chapter: string;
  lesson: string;
  difficulty: '' | 'easy' | 'medium' | 'hard';
}

/** Draw rules: N questions for each student from the bank questions with these tags. */
export function DrawRules({
  rules,
  onChange,
  pools,
  errors,
}: {
  rules: DrawRule[];
  onChange: (rules: DrawRule[]) => void;
  pools: number[];
  errors: Record<string, string> | null | undefined;
}) {
  const set = (i: number, patch: Partial<DrawRule>) =>
    onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset
      className={css({ display: 'grid', gap: '3', borderWidth: '1px', borderRadius: 'l2', padding: '3' })}
    >
      <legend className={css({ fontWeight: 'bold' })}>{t.rules}</legend>
      <p className={css({ fontSize: 'sm' })}>{t.rulesHint}</p>
      {rules.map((r, i) => {
        const error = errors?.[`draw_rules.${i}.count`];
        return (
          <fieldset
            key={i}
            aria-label={`${t.rules} ${i + 1}`}
            className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}
          >
            <Field
              label={t.count}
              invalid={Boolean(error)}
              errorText={error}
              helperText={pools[i] === undefined ? undefined : t.pool(pools[i] ?? 0)}
            >
              <Input
                name={`rule-${i}-count`}
                inputMode="numeric"
                dir="ltr"
                value={r.count}
                onChange={(e) => set(i, { count: e.target.value })}
              />
            </Field>
            <Field label={t.chapter}>
              <Input
                name={`rule-${i}-chapter`}
                value={r.chapter}
                onChange={(e) => set(i, { chapter: e.target.value })}
              />
            </Field>
            <Field label={t.lesson}>
              <Input
                name={`rule-${i}-lesson`}
                value={r.lesson}
                onChange={(e) => set(i, { lesson: e.target.value })}
              />
            </Field>
            <Field label={t.difficulty}>
              <select
                aria-label={t.difficulty}
                className={select}
                value={r.difficulty}
                onChange={(e) => set(i, { difficulty: e.target.value as DrawRule['difficulty'] })}
              >
                <option value="">{t.anyDifficulty}</option>
                <option value="easy">{t.difficulties.easy}</option>
                <option value="medium">{t.difficulties.medium}</option>
                <option value="hard">{t.difficulties.hard}</option>
              </select>
            </Field>
            <Button
              variant="ghost"
              aria-label={t.removeRule(i + 1)}
              onClick={() => onChange(rules.filter((_, j) => j !== i))}
            >
              ✕
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="outline"
          onClick={() => onChange([...rules, { count: '1', chapter: '', lesson: '', difficulty: '' }])}
        >
          {t.addRule}
        </Button>
      </div>
    </fieldset>
  );
}
