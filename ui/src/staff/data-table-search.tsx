import { Button, Field, Input } from '@app/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { staffUiMessages } from './messages';

export interface DataTableSearchProps {
  label: string;
  value: string;
  onSearch: (q: string | undefined) => void;
}

/** The list's search box: sent on Enter or the button (one request per search, not per key). */
export function DataTableSearch({ label, value, onSearch }: DataTableSearchProps) {
  const [text, setText] = useState(value);
  // The URL changed under it (back button, a link): show what the list is filtered by.
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, 200) || undefined);
  };
  return (
    <search className={css({ display: 'contents' })}>
      <form
        onSubmit={submit}
        className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flex: '1', minWidth: '14rem' })}
      >
        <Field label={label} className={css({ flex: '1' })}>
          <Input type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Button type="submit" variant="outline">
          {staffUiMessages.table.search}
        </Button>
      </form>
    </search>
  );
}
