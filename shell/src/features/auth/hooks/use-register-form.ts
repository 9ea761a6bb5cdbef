import { useNavigate } from '@app/router';
import { type RegisterBody, sessionStore } from '@app/shared-contracts';
import { messageBar } from '@app/ui';
import { useState } from 'react';
import { messages } from '../../../messages';
import { fieldErrorsOf, serverMessageOf } from '../api/errors';
import { register } from '../api/register';
import { DEFAULT_COUNTRY, type PhoneValue, parsePhone } from '../phone';
import { registerOutcome } from '../register-outcome';

const m = messages.auth;

export interface RegisterFormState {
  name: string;
  email: string;
  password: string;
  phone: PhoneValue;
  parentPhone: PhoneValue;
  gradeId: string;
  governorate: string;
  speciality: string;
}

const initial: RegisterFormState = {
  name: '',
  email: '',
  password: '',
  phone: { country: DEFAULT_COUNTRY, number: '' },
  parentPhone: { country: DEFAULT_COUNTRY, number: '' },
  gradeId: '',
  governorate: '',
  speciality: '',
};

// Server field names → the form field that shows their message.
const fieldOf: Record<string, keyof RegisterFormState> = {
  name: 'name',
  email: 'email',
  password: 'password',
  phone: 'phone',
  full_phone: 'phone',
  phone_country: 'phone',
  parent_phone: 'parentPhone',
  parent_full_phone: 'parentPhone',
  parent_phone_country: 'parentPhone',
  grade_id: 'gradeId',
  governorate: 'governorate',
  speciality: 'speciality',
};

export type RegisterErrors = Partial<Record<keyof RegisterFormState, string>>;

function validate(state: RegisterFormState): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!state.name.trim()) errors.name = m.required;
  if (!state.email.trim()) errors.email = m.required;
  if (!state.password) errors.password = m.required;
  else if (state.password.length < 8) errors.password = m.shortPassword;
  if (!parsePhone(state.phone)) errors.phone = state.phone.number.trim() ? m.invalidPhone : m.required;
  if (!parsePhone(state.parentPhone))
    errors.parentPhone = state.parentPhone.number.trim() ? m.invalidPhone : m.required;
  if (!state.gradeId) errors.gradeId = m.required;
  if (!state.governorate) errors.governorate = m.required;
  return errors;
}

export function useRegisterForm() {
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [busy, setBusy] = useState(false);

  const set =
    <K extends keyof RegisterFormState>(key: K) =>
    (value: RegisterFormState[K]) =>
      setState((s) => ({ ...s, [key]: value }));

  const submit = async () => {
    const found = validate(state);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const phone = parsePhone(state.phone);
    const parent = parsePhone(state.parentPhone);
    if (!phone || !parent) return;
    const body = {
      name: state.name.trim(),
      email: state.email.trim(),
      password: state.password,
      phone: phone.phone,
      phone_country: phone.phone_country,
      full_phone: phone.full_phone,
      parent_phone: parent.phone,
      parent_phone_country: parent.phone_country,
      parent_full_phone: parent.full_phone,
      grade_id: Number(state.gradeId),
      governorate: state.governorate,
      ...(state.speciality ? { speciality: state.speciality } : {}),
    } as RegisterBody;
    setBusy(true);
    try {
      const response = await register(body);
      const outcome = registerOutcome(response);
      if (outcome.signIn && response.token) {
        sessionStore.getState().setToken(response.token);
        if (response.user) sessionStore.getState().setUser(response.user);
      }
      navigate(outcome.to, { replace: true });
      if (outcome.message) messageBar(outcome.message, 'info');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields && Object.keys(fields).length > 0) {
        const mapped: RegisterErrors = {};
        for (const [field, message] of Object.entries(fields)) {
          const key = fieldOf[field];
          if (key && !mapped[key]) mapped[key] = message;
        }
        setErrors(mapped);
        if (Object.keys(mapped).length === 0)
          messageBar(Object.values(fields)[0] ?? m.registerFailed, 'error');
      } else {
        messageBar(serverMessageOf(error) ?? m.registerFailed, 'error');
      }
    } finally {
      setBusy(false);
    }
  };

  return { state, set, errors, busy, submit };
}
