import { DEFAULT_PHONE_COUNTRY, type SessionUser } from '@app/shared-contracts';
import { profileMessages } from '@app/shared-contracts/errors';
import {
  type CountryCode,
  countryOptionOf,
  countryOptions,
  type PhoneValue,
  parsePhone,
} from '@app/shared-contracts/phone';
import { profileUpdateBodySchema } from '@app/shared-contracts/schemas';
import { firstError, PhoneInput } from '@app/ui';
import { z } from 'zod';
import { messages } from '../../../messages';
import { useProfileForm } from '../hooks/use-profile-form';
import { ProfileEditDialog } from './profile-edit-dialog';

type PhoneField = 'phone' | 'parent_phone';

/** The three request fields of a phone: national digits, E.164 and the country. */
const partsOf = (field: PhoneField) =>
  field === 'phone'
    ? (['phone', 'full_phone', 'phone_country'] as const)
    : (['parent_phone', 'parent_full_phone', 'parent_phone_country'] as const);

/**
 * The phone as typed ({country, number}), valid for its country (libphonenumber, through
 * `@app/shared-contracts/phone`), becomes the body's three fields, which the contract then checks.
 */
const phoneSchema = (field: PhoneField) =>
  z.object({
    value: z
      .custom<PhoneValue>()
      .transform((typed, ctx) => {
        const parsed = parsePhone(typed);
        if (!parsed) {
          ctx.addIssue({ code: 'custom', message: profileMessages.invalidPhone });
          return z.NEVER;
        }
        const [phone, full, country] = partsOf(field);
        const body = { [phone]: parsed.phone, [full]: parsed.full_phone, [country]: parsed.phone_country };
        return body as z.input<typeof profileUpdateBodySchema>;
      })
      .pipe(profileUpdateBodySchema),
  });

/** A phone row's dialog (offered only while that phone is empty: the api's rule). */
export function PhoneDialog({
  field,
  user,
  onClose,
}: {
  field: PhoneField;
  user: SessionUser;
  onClose: () => void;
}) {
  const label = messages.profile.fields[field];
  const country =
    (field === 'phone' ? user.phone_country : user.parent_phone_country) ?? DEFAULT_PHONE_COUNTRY;
  const schema = phoneSchema(field);
  const { form, state } = useProfileForm<PhoneValue>({
    initial: { country: country as CountryCode, number: user[field] ?? '' },
    schema,
    toBody: (value) => schema.parse({ value }).value,
    fields: partsOf(field),
    onClose,
  });
  return (
    <ProfileEditDialog label={label} state={state} onClose={onClose}>
      <form.Field name="value">
        {(input) => (
          <PhoneInput
            label={label}
            name={field}
            countries={countryOptions}
            countryOf={countryOptionOf}
            value={input.state.value}
            onChange={input.handleChange}
            error={firstError(input.state.meta.errors)}
          />
        )}
      </form.Field>
    </ProfileEditDialog>
  );
}
