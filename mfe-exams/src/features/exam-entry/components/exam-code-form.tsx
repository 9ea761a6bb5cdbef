import { normalizeDigits } from '@app/shared-contracts';
import { Button, Field, Input } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { readLastCode, writeLastCode } from '../hooks/last-exam-code';

const t = messages.entry;

/** The exam code field: button disabled while empty, Arabic-Indic digits read, last code kept 180 min. */
export function ExamCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState(readLastCode);
  const clean = normalizeDigits(code).replace(/\s+/g, '').toUpperCase();
  return (
    <form
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}
      onSubmit={(e) => {
        e.preventDefault();
        if (!clean) return;
        writeLastCode(clean);
        onCode(clean);
      }}
    >
      <Field label={t.codeLabel} className={css({ flex: 1 })}>
        <Input dir="ltr" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      <Button type="submit" disabled={!clean}>
        {t.find}
      </Button>
    </form>
  );
}
