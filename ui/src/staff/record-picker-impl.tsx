import { CheckIcon, ChevronDownIcon, CloseIcon } from '@app/ui';
import { Combobox, createListCollection, useCombobox } from '@ark-ui/react/combobox';
import { useEffect, useMemo, useRef, useState } from 'react';
import { css, cx } from '#styled-system/css';
import { input, select } from '#styled-system/recipes';
// Not from '@app/ui': the Ark Field around the box and the Ark Combobox in it must be one copy of
// Ark, the one this subpath bundles, or the box loses its label (Ark's field context is per copy).
import { Field } from '../components/field/field';
import { staffUiMessages } from './messages';
import type { RecordPickerProps } from './record-picker';

const SEARCH_PAUSE_MS = 250;

/**
 * Picks one record by its name instead of its id (Ark Combobox): the caller loads the options for
 * what is typed, the arrows and Enter choose, Escape closes; the list's state is announced.
 */
export function RecordPicker(props: RecordPickerProps) {
  // The field around the box gives it its label, its error and its invalid state (Ark Field).
  return (
    <Field
      label={props.label}
      invalid={props.invalid}
      errorText={props.errorText}
      helperText={props.helperText}
      disabled={props.disabled}
      className={props.className}
    >
      <PickerBox {...props} />
    </Field>
  );
}

function PickerBox(props: RecordPickerProps) {
  const m = { ...staffUiMessages.picker, ...props.messages };
  const { onSearch, value, selectedLabel } = props;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...props.options],
        itemToString: (o) => o.label,
        itemToValue: (o) => o.value,
      }),
    [props.options],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  // Between a key and the caller's query, the list says it is searching (not "nothing found").
  const [waiting, setWaiting] = useState(false);
  const search = (next: string) => {
    clearTimeout(timer.current);
    setWaiting(true);
    timer.current = setTimeout(() => {
      setWaiting(false);
      onSearch(next.trim());
    }, SEARCH_PAUSE_MS);
  };
  const chosen = useMemo(() => (value ? [value] : []), [value]);
  const combobox = useCombobox({
    collection,
    value: chosen,
    defaultInputValue: selectedLabel ?? '',
    name: props.name,
    openOnClick: true,
    inputBehavior: 'autohighlight',
    selectionBehavior: 'replace',
    onInputValueChange: (d) => {
      if (d.reason === 'input-change' || d.reason === 'clear-trigger') search(d.inputValue);
    },
    onValueChange: (d) => {
      const option = d.items[0] ?? null;
      props.onChange(option?.value ?? '', option);
    },
    onOpenChange: (d) => {
      if (d.open && !props.options.length) search('');
    },
    // In place, not in a portal, so that inside a dialog the list stays in its tree.
    positioning: { strategy: 'fixed', sameWidth: true },
    translations: { triggerLabel: m.open, clearTriggerLabel: m.clear },
  });
  // A form reset (or a saved record arriving) shows the chosen record's name again.
  // (The api object is new on each render, hence a ref rather than a dependency.)
  const api = useRef(combobox);
  api.current = combobox;
  useEffect(() => {
    api.current.setInputValue(value ? (selectedLabel ?? '') : '', 'script');
  }, [value, selectedLabel]);
  const styles = select();
  // Said while the list is open only (a closed picker says nothing to a screen reader).
  const status = !combobox.open
    ? null
    : props.loading || waiting
      ? m.loading
      : props.failed
        ? m.failed
        : props.options.length
          ? null
          : m.empty;

  return (
    <Combobox.RootProvider value={combobox} className={css({ display: 'grid' })}>
      <Combobox.Control className={css({ position: 'relative', display: 'flex', alignItems: 'center' })}>
        <Combobox.Input
          placeholder={m.placeholder}
          className={cx(input(), css({ paddingInlineEnd: '16' }))}
        />
        <div className={css({ position: 'absolute', insetInlineEnd: '2', display: 'flex', gap: '1' })}>
          {value ? (
            <Combobox.ClearTrigger className={trigger}>
              <CloseIcon />
            </Combobox.ClearTrigger>
          ) : null}
          <Combobox.Trigger className={trigger}>
            <ChevronDownIcon />
          </Combobox.Trigger>
        </div>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content className={styles.content}>
          {status ? (
            <p role="status" className={css({ paddingInline: '3', paddingBlock: '2', color: 'fg.muted' })}>
              {status}
            </p>
          ) : null}
          {props.options.map((o) => (
            <Combobox.Item key={o.value} item={o} className={styles.item}>
              <span className={css({ display: 'grid' })}>
                <Combobox.ItemText>{o.label}</Combobox.ItemText>
                {o.hint ? <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{o.hint}</span> : null}
              </span>
              <Combobox.ItemIndicator>
                <CheckIcon />
              </Combobox.ItemIndicator>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.RootProvider>
  );
}

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '7',
  height: '7',
  borderRadius: 'l1',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted' },
});
