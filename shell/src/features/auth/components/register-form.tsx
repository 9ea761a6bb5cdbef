import { Link } from '@app/router';
import { GOVERNORATES, PASSWORD_RULE, pathFor, SPECIALITIES, useSession } from '@app/shared-contracts';
import { countryOptionOf, countryOptions } from '@app/shared-contracts/phone';
import { Button, firstError, PhoneInput } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useRegisterForm } from '../hooks/use-register-form';
import { AuthCard, authLink } from './auth-card';
import { SelectField, TextField } from './form-fields';

const m = messages.auth;
const governorateOptions = GOVERNORATES.map((g) => ({ value: g, label: g }));
// One empty list: a new `[]` per read of the session would never settle (React error #185).
const NO_GRADES: never[] = [];

export function RegisterForm() {
  const grades = useSession((s) => s.appData?.grades ?? NO_GRADES);
  const { form, formRef, busy } = useRegisterForm();
  const text = (name: 'name' | 'email' | 'password', label: string, props: object) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          name={name}
          required
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          error={firstError(field.state.meta.errors)}
          {...props}
        />
      )}
    </form.Field>
  );
  const phone = (name: 'phone' | 'parent_phone', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <PhoneInput
          label={label}
          name={name}
          required
          countries={countryOptions}
          countryOf={countryOptionOf}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          error={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  const select = (
    name: 'grade_id' | 'governorate' | 'speciality',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <form.Field name={name}>
      {(field) => (
        <SelectField
          label={label}
          name={name}
          required={name !== 'speciality'}
          value={field.state.value}
          onChange={field.handleChange}
          placeholder={m.choose}
          options={options}
          error={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  return (
    <AuthCard
      title={m.registerTitle}
      onSubmit={() => form.handleSubmit()}
      formRef={formRef}
      footer={
        <p>
          {m.haveAccount}{' '}
          <Link className={authLink} to={pathFor('login')}>
            {messages.guest.login}
          </Link>
        </p>
      }
    >
      {text('name', m.name, { autoComplete: 'name' })}
      {text('email', m.email, { type: 'email', autoComplete: 'email', dir: 'ltr' })}
      {text('password', m.password, {
        type: 'password',
        autoComplete: 'new-password',
        helperText: PASSWORD_RULE.tooShort,
      })}
      {phone('phone', m.phone)}
      {phone('parent_phone', m.parentPhone)}
      {select(
        'grade_id',
        m.grade,
        grades.map((g) => ({ value: String(g.id), label: g.name })),
      )}
      {select('governorate', m.governorate, governorateOptions)}
      {select('speciality', m.speciality, SPECIALITIES)}
      <Button type="submit" loading={busy} className={css({ width: 'full' })}>
        {m.registerSubmit}
      </Button>
    </AuthCard>
  );
}
