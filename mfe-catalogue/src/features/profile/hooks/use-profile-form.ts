import { fieldErrorsOf } from '@app/shared-contracts';
import { profileMessages } from '@app/shared-contracts/errors';
import { profileUpdateBodySchema } from '@app/shared-contracts/schemas';
import {
  focusFirstInvalid,
  type SafeParser,
  type ServerErrorTarget,
  showServerErrors,
  snack,
  validateWith,
} from '@app/ui';
import { useForm, useStore } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import { saveErrorMessage } from './save-error';

export interface ProfileFormOptions<V> {
  /** The one thing a dialog edits, as typed. */
  initial: V;
  /** The typed value checked by the contract (`profileUpdateBodySchema`'s field, required). */
  schema: SafeParser;
  /** PUT /profile's body from the typed value; `profileUpdateBodySchema` reads it before it is sent. */
  toBody: (value: V) => unknown;
  /** The request fields this dialog shows (a 422 on any of them goes under its one field). */
  fields: readonly string[];
  onClose: () => void;
}

/** What the dialog frame (ProfileEditDialog) needs of a profile form. */
export interface ProfileFormState {
  formRef: React.RefObject<HTMLFormElement | null>;
  submit: () => void;
  valid: boolean;
  pending: boolean;
  error: string | null;
}

/**
 * One info row's form on TanStack Form: a single field `value`, checked as typed by the contract
 * (save stays off until it passes, as before), sent as `profileUpdateBodySchema` reads it; a 422
 * on the row's request fields shows under the field with the focus there, anything else in the alert.
 */
export function useProfileForm<V>({ initial, schema, toBody, fields, onClose }: ProfileFormOptions<V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile();
  // A 422 message no field of the dialog shows.
  const [unshown, setUnshown] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { value: initial },
    validators: { onChange: validateWith(schema) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) => {
      setUnshown(null);
      update.mutate(profileUpdateBodySchema.parse(toBody(value.value)), {
        onSuccess: () => {
          snack(profileMessages.success, 'success');
          onClose();
        },
        onError: (failure) => {
          // Through `unknown`: TypeScript 7 gives up comparing this FormApi, generic in V, with
          // the helper's structural type (TS2589); the helper only calls getFieldMeta/setFieldMeta.
          const target = form as unknown as ServerErrorTarget;
          const left = showServerErrors(target, fieldErrorsOf(failure), (name) =>
            fields.includes(name) ? 'value' : undefined,
          );
          setUnshown(left[0] ?? null);
          focusFirstInvalid(formRef.current);
        },
      });
    },
  });
  const valid = useStore(form.store, (s) => !schema.safeParse(s.values).error);
  const failure = update.error;
  const error = !failure
    ? null
    : fieldErrorsOf(failure)
      ? unshown
      : saveErrorMessage(failure, profileMessages.fallback);
  const state: ProfileFormState = {
    formRef,
    submit: () => form.handleSubmit(),
    valid,
    pending: update.isPending,
    error,
  };
  return { form, state };
}
