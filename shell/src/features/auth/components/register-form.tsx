import { Link } from '@app/router';
import { GOVERNORATES, PASSWORD_RULE, SPECIALITIES, useSession } from '@app/shared-contracts';
import { Button } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useRegisterForm } from '../hooks/use-register-form';
import { AuthCard, authLink } from './auth-card';
import { SelectField, TextField } from './form-fields';
import { PhoneField } from './phone-field';

const m = messages.auth;
const governorateOptions = GOVERNORATES.map((g) => ({ value: g, label: g }));
// One empty list: a new `[]` per read of the session would never settle (React error #185).
const NO_GRADES: never[] = [];

export function RegisterForm() {
  const grades = useSession((s) => s.appData?.grades ?? NO_GRADES);
  const { state, set, errors, busy, submit } = useRegisterForm();
  return (
    <AuthCard
      title={m.registerTitle}
      onSubmit={submit}
      footer={
        <p>
          {m.haveAccount}{' '}
          <Link className={authLink} to="/login">
            {messages.guest.login}
          </Link>
        </p>
      }
    >
      <TextField
        label={m.name}
        name="name"
        autoComplete="name"
        required
        value={state.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label={m.email}
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        value={state.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label={m.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={state.password}
        onChange={set('password')}
        error={errors.password}
        helperText={PASSWORD_RULE.tooShort}
      />
      <PhoneField
        label={m.phone}
        name="phone"
        value={state.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <PhoneField
        label={m.parentPhone}
        name="parent_phone"
        value={state.parentPhone}
        onChange={set('parentPhone')}
        error={errors.parentPhone}
      />
      <SelectField
        label={m.grade}
        name="grade_id"
        required
        value={state.gradeId}
        onChange={set('gradeId')}
        placeholder={m.choose}
        options={grades.map((g) => ({ value: String(g.id), label: g.name }))}
        error={errors.gradeId}
      />
      <SelectField
        label={m.governorate}
        name="governorate"
        required
        value={state.governorate}
        onChange={set('governorate')}
        placeholder={m.choose}
        options={governorateOptions}
        error={errors.governorate}
      />
      <SelectField
        label={m.speciality}
        name="speciality"
        value={state.speciality}
        onChange={set('speciality')}
        placeholder={m.choose}
        options={SPECIALITIES}
        error={errors.speciality}
      />
      <Button type="submit" loading={busy} className={css({ width: 'full' })}>
        {m.registerSubmit}
      </Button>
    </AuthCard>
  );
}
