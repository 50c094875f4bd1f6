import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PhoneNumberField } from '../../components/form/contact-fields';
import { Field } from '../../components/form/Field';
import type { ProviderInfoValues } from './provider-schema';

/**
 * The business profile fields shared by creating a provider profile and editing it
 * in settings; `children` go before the description, where creating asks for the address.
 */
export function ProviderProfileFields({
  register,
  errors,
  children,
}: {
  // Narrower than either form's `register`, so the create form, with more fields, can pass its own.
  register: (name: keyof ProviderInfoValues) => UseFormRegisterReturn;
  errors: Partial<Record<keyof ProviderInfoValues, { message?: string }>>;
  children?: ReactNode;
}) {
  return (
    <>
      <Field label="Business name" error={errors.businessName?.message} required>
        {(control) => (
          <input {...control} className="input" autoComplete="organization" {...register('businessName')} />
        )}
      </Field>
      <PhoneNumberField registration={register('phoneNumber')} error={errors.phoneNumber?.message} />
      <Field label="Contact email" error={errors.contactEmail?.message} required>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            autoComplete="email"
            {...register('contactEmail')}
          />
        )}
      </Field>
      <Field label="Website" error={errors.website?.message} hint="Optional">
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="url"
            autoComplete="url"
            placeholder="www.example.co.uk"
            {...register('website')}
          />
        )}
      </Field>
      {children}
      <Field label="Description" error={errors.description?.message} hint="Optional" className="field--full">
        {(control) => <textarea {...control} className="textarea" rows={4} {...register('description')} />}
      </Field>
    </>
  );
}
