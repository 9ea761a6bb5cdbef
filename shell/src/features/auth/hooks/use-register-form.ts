import { useNavigate } from '@app/router';
import { fieldErrorsOf, pathFor, serverMessageOf } from '@app/shared-contracts';
import { type CountryCode, DEFAULT_COUNTRY, type PhoneValue, parsePhone } from '@app/shared-contracts/phone';
import { type RegisterBody, registerBodySchema } from '@app/shared-contracts/schemas';
import { focusFirstInvalid, messageBar, showServerErrors } from '@app/ui';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { z } from 'zod';
import { messages } from '../../../messages';
import { useRegister } from '../api/register';
import { registerOutcome } from '../register-outcome';
import { optionalThen, requiredThen } from '../required-then';

const m = messages.auth;
const body = registerBodySchema.shape;

/** A phone as typed ({country, number}): required, then valid for its country (libphonenumber). */
const phoneValueSchema = z
  .object({ country: z.custom<CountryCode>((v) => typeof v === 'string'), number: z.string() })
  .superRefine((v, ctx) => {
    if (!v.number.trim()) ctx.addIssue({ code: 'custom', message: m.required });
    else if (!parsePhone(v)) ctx.addIssue({ code: 'custom', message: m.invalidPhone });
  });

/**
 * The contract's register body as the form holds it: each phone is one {country, number} field
 * (it becomes phone, phone_country and full_phone), an empty field says "required" first, and the
 * selects hold strings.
 */
export const registerFormSchema = registerBodySchema
  .pick({ name: true, email: true, password: true, governorate: true })
  .extend({
    name: requiredThen(body.name),
    email: requiredThen(body.email),
    password: requiredThen(body.password, { trim: false }),
    phone: phoneValueSchema,
    parent_phone: phoneValueSchema,
    grade_id: requiredThen(body.grade_id),
    governorate: requiredThen(body.governorate),
    speciality: optionalThen(body.speciality),
  });

const initial = {
  name: '',
  email: '',
  password: '',
  phone: { country: DEFAULT_COUNTRY, number: '' } as PhoneValue,
  parent_phone: { country: DEFAULT_COUNTRY, number: '' } as PhoneValue,
  grade_id: '',
  governorate: '',
  speciality: '',
};

// Server fields the form shows under another field: a phone's parts under that phone.
const FIELD_OF: Record<string, string> = {
  full_phone: 'phone',
  phone_country: 'phone',
  parent_full_phone: 'parent_phone',
  parent_phone_country: 'parent_phone',
};

export function useRegisterForm() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const registration = useRegister((response) => {
    const outcome = registerOutcome(response);
    // The confirm page says a code was sent only when this answer says so (verification 'SENT').
    navigate(outcome.to, {
      replace: true,
      state: outcome.to === pathFor('confirm') ? { codeSent: true } : undefined,
    });
    if (outcome.message) messageBar(outcome.message, 'info');
  });

  const form = useForm({
    defaultValues: initial,
    validators: { onSubmit: registerFormSchema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) => {
      const parsed = registerFormSchema.parse(value);
      const phone = parsePhone(value.phone);
      const parent = parsePhone(value.parent_phone);
      if (!phone || !parent) return;
      const { parent_phone: _typed, ...rest } = parsed;
      const request: RegisterBody = {
        ...rest,
        phone: phone.phone,
        phone_country: phone.phone_country,
        full_phone: phone.full_phone,
        parent_phone: parent.phone,
        parent_phone_country: parent.phone_country,
        parent_full_phone: parent.full_phone,
      };
      registration.mutate(request, {
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          const unshown = showServerErrors(form, fields, (name) => FIELD_OF[name] ?? name);
          // A 422 on a field the form does not show, or any other failure, is announced.
          if (fields && unshown.length === 0) return focusFirstInvalid(formRef.current);
          messageBar(unshown[0] || serverMessageOf(error) || m.registerFailed, 'error');
        },
      });
    },
  });

  return { form, formRef, busy: registration.isPending };
}
