import { useLocation, useNavigate } from '@app/router';
import { pathFor } from '@app/shared-contracts';
import { SearchIcon } from '@app/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const form = css({
  display: 'flex',
  alignItems: 'center',
  flex: '1',
  minWidth: '0',
  maxWidth: '420px',
  bg: 'bg.muted',
  borderRadius: 'full',
  paddingInlineStart: '3',
  _focusWithin: { outline: '2px solid', outlineColor: 'border.focus' },
});
const input = css({
  flex: '1',
  minWidth: '0',
  bg: 'transparent',
  border: 'none',
  paddingBlock: '2',
  fontSize: 'sm',
  color: 'fg',
  _focus: { outline: 'none' },
});
const submit = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: { base: '11', md: '10' },
  height: { base: '11', md: '10' },
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  flexShrink: 0,
  _hover: { color: 'primary.text' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' },
});

/** Submitting opens the catalogue with the search query (spec 1 §2). */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [value, setValue] = useState('');
  // The box mirrors the catalogue's query: it follows /courses?search=… and empties elsewhere.
  useEffect(() => {
    setValue(pathname === pathFor('courses') ? (new URLSearchParams(search).get('search') ?? '') : '');
  }, [pathname, search]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    navigate(pathFor('courses', {}, { search: q }));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the WebViews we target (Chrome 87)
    <form role="search" className={form} onSubmit={onSubmit}>
      <input
        type="search"
        // Opened by the guest's search button on a phone: the keyboard comes up at once.
        // biome-ignore lint/a11y/noAutofocus: only after the user asked for the search
        autoFocus={autoFocus}
        className={input}
        aria-label={messages.topBar.search}
        placeholder={messages.topBar.search}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className={submit} aria-label={messages.topBar.searchSubmit}>
        <SearchIcon />
      </button>
    </form>
  );
}
