import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { POSTCODE_MAX_LENGTH, postcodeInput } from '../../lib/postcode';
import { Field } from './Field';

/**
 * The phone, address and postcode inputs every profile form asks for, so the client's profile and
 * the provider's business profile autocomplete and format them alike.
 */
interface ContactFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export function PhoneNumberField({ registration, error }: ContactFieldProps) {
  return (
    <Field label="Phone number" error={error} required>
      {(control) => <input {...control} className="input" type="tel" autoComplete="tel" {...registration} />}
    </Field>
  );
}

export function AddressField({ registration, error, label = 'Address', className }: ContactFieldProps) {
  return (
    <Field label={label} error={error} required className={className}>
      {(control) => <input {...control} className="input" autoComplete="street-address" {...registration} />}
    </Field>
  );
}

export function PostcodeField({ registration, error, hint }: ContactFieldProps) {
  return (
    <Field label="Postcode" error={error} required hint={hint}>
      {(control) => (
        <input
          {...control}
          className="input"
          autoComplete="postal-code"
          maxLength={POSTCODE_MAX_LENGTH}
          {...registration}
          onChange={(event) => {
            // Upper-cased as typed.
            event.target.value = postcodeInput(event.target.value);
            return registration.onChange(event);
          }}
        />
      )}
    </Field>
  );
}
