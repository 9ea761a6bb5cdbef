import { FieldPlaceholder } from '../components/placeholder/field-placeholder';
import { lazyChunk, lazyPart } from '../lib/lazy-part';
import type { staffUiMessages } from './messages';

export interface RecordOption {
  /** the record's id, as text */
  value: string;
  label: string;
  /** a second line that tells two records of one name apart (the course of a lecture) */
  hint?: string | undefined;
}

export interface RecordPickerProps {
  label: string;
  /** the chosen record's id, '' for none */
  value: string;
  /** the chosen record's name, shown before its options are loaded (an exam's saved course) */
  selectedLabel?: string | undefined;
  onChange: (value: string, option: RecordOption | null) => void;
  /** the records matching what was typed: the caller's query, asked again through `onSearch` */
  options: readonly RecordOption[];
  /** what was typed, after a short pause; the caller searches with it */
  onSearch: (text: string) => void;
  loading?: boolean | undefined;
  /** the caller's query failed */
  failed?: boolean | undefined;
  name?: string | undefined;
  invalid?: boolean | undefined;
  errorText?: string | undefined;
  helperText?: string | undefined;
  disabled?: boolean | undefined;
  messages?: Partial<typeof staffUiMessages.picker> | undefined;
  className?: string | undefined;
}

const pickerChunk = lazyChunk(() => import('./record-picker-impl'));

/**
 * Picks one record by its name (Ark Combobox, record-picker-impl.tsx). Its code is an async chunk:
 * the pickers sit in forms, never in a page's first paint, and `@app/ui/staff` is loaded whole by
 * every staff page. Until the chunk arrives, the field's place is held.
 */
export const RecordPicker = lazyPart(
  pickerChunk,
  (mod) => mod.RecordPicker,
  ({ label, className }: RecordPickerProps) => <FieldPlaceholder label={label} className={className} />,
);
