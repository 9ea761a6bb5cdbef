import { Button, Input, SearchIcon } from '@app/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.catalogue;

/** Submitting or clearing the field reloads the list; the text is mirrored into `?search=`. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the WebView versions the wrapper targets.
    <form
      role="search"
      onSubmit={submit}
      className={css({ display: 'flex', gap: '2', alignItems: 'center' })}
    >
      <Input
        type="search"
        aria-label={t.search}
        placeholder={t.search}
        className={css({ flex: '1', minInlineSize: 0 })}
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          if (next === '' && value !== '') onSearch('');
        }}
      />
      <Button type="submit" startIcon={<SearchIcon />}>
        {t.searchButton}
      </Button>
    </form>
  );
}
