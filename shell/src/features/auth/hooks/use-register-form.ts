import { useNavigate } from '@app/router';
import { fieldErrorsOf, passwordProblem, type RegisterBody, serverMessageOf } from '@app/shared-contracts';
import { DEFAULT_COUNTRY, type PhoneValue, parsePhone } from '@app/shared-contracts/phone';
import { messageBar } from '@app/ui';
import { useState } from 'react';
import { messages } from '../../../messages';
import { useRegister } from '../api/register';
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
  else {
    const problem = passwordProblem(state.password);
    if (problem) errors.password = problem;
  }
  if (!parsePhone(state.phone)) errors.phone = state.phone.number.trim() ? m.invalidPhone : m.required;
  if (!parsePhone(state.parentPhone))
    errors.parentPhone = state.parentPhone.number.trim() ? m.invalidPhone : m.required;
  if (!state.gradeId) errors.gradeId = m.required;
  if (!state.governorate) errors.governorate = m.required;
  return errors;
}

/** The api's 422 messages, each under the form field that shows it. */
function mapFieldErrors(fields: Record<string, string> | null): RegisterErrors {
  const mapped: RegisterErrors = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    const key = fieldOf[field];
    if (key && !mapped[key]) mapped[key] = message;
  }
  return mapped;
}

export function useRegisterForm() {
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  // What the form refuses before sending; the api's refusals come from the mutation.
  const [invalid, setInvalid] = useState<RegisterErrors>({});
  const registration = useRegister((response) => {
    const outcome = registerOutcome(response);
    // The confirm page says a code was sent only when this answer says so (verification 'SENT').
    navigate(outcome.to, {
      replace: true,
      state: outcome.to === '/confirm' ? { codeSent: true } : undefined,
    });
    if (outcome.message) messageBar(outcome.message, 'info');
  });
  const errors = { ...mapFieldErrors(fieldErrorsOf(registration.error)), ...invalid };

  const set =
    <K extends keyof RegisterFormState>(key: K) =>
    (value: RegisterFormState[K]) =>
      setState((s) => ({ ...s, [key]: value }));

  const submit = () => {
    const found = validate(state);
    setInvalid(found);
    registration.reset();
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
    registration.mutate(body, {
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        // A 422 on a field the form does not show, or any other failure, is announced.
        if (fields && Object.keys(mapFieldErrors(fields)).length > 0) return;
        messageBar(
          (fields && Object.values(fields)[0]) || serverMessageOf(error) || m.registerFailed,
          'error',
        );
      },
    });
  };

  return { state, set, errors, busy: registration.isPending, submit };
}
