import { Field, firstError, Textarea } from '@app/ui';
import { messages } from '../../../messages';

/** What this field needs of a TanStack Form field: its text, its errors and a way to change it. */
export interface TextFieldApi {
  state: { value: string; meta: { errors: unknown[] } };
  handleChange: (value: string) => void;
}

/** The optional note to staff of the mobile-wallet and manual top-up forms. */
export function MessageField({ field }: { field: TextFieldApi }) {
  const message = firstError(field.state.meta.errors);
  return (
    <Field label={messages.topUp.message} invalid={Boolean(message)} errorText={message}>
      <Textarea
        rows={2}
        name="message"
        value={field.state.value}
        onChange={(e) => field.handleChange(e.target.value)}
      />
    </Field>
  );
}
