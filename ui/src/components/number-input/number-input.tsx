import type { ReactNode } from 'react';
import { lazyChunk, lazyPart } from '../../lib/lazy-part';
import { FieldPlaceholder } from '../placeholder/field-placeholder';

export interface NumberInputProps {
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  /** `valueAsNumber` is NaN while the field is empty. */
  onValueChange?: (value: string, valueAsNumber: number) => void;
  min?: number;
  max?: number;
  step?: number;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  formatOptions?: Intl.NumberFormatOptions;
  className?: string;
}

const numberInputChunk = lazyChunk(() => import('./number-input-impl'));

/** Number field (Ark NumberInput, async chunk): arrow keys step, Arabic-Indic digits are parsed. */
export const NumberInput = lazyPart(
  numberInputChunk,
  (mod) => mod.NumberInput,
  ({ label, className }: NumberInputProps) => <FieldPlaceholder label={label} className={className} />,
);
