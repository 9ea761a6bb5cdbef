import type { ReactNode } from 'react';
import { lazyChunk, lazyPart } from '../../lib/lazy-part';
import { FieldPlaceholder } from '../placeholder/field-placeholder';

export interface SelectItem {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  items: SelectItem[];
  /** Controlled value ('' or null = nothing selected). */
  value?: string | null;
  defaultValue?: string;
  onValueChange?: (value: string | null) => void;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  className?: string;
}

const selectChunk = lazyChunk(() => import('./select-impl'));

/** Single-choice select (Ark Select, async chunk): keyboard and typeahead, hidden native select for forms. */
export const Select = lazyPart(
  selectChunk,
  (mod) => mod.Select,
  ({ label, className }: SelectProps) => <FieldPlaceholder label={label} className={className} />,
);
