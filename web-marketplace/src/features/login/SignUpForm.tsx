import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { signUp } from '../../api/auth';
import { errorText, isApiError } from '../../api/http';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { Field } from '../../components/form/Field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { type SignUpValues, signUpSchema } from './login-schemas';
import { PasswordInput } from './PasswordInput';

/**
 * First name, last name, e-mail and a password of at least 8 characters, with the one sentence on
 * the terms and privacy policy that creating the account agrees to.
 */
export function SignUpForm({ onSignedUp, submitLabel }: { onSignedUp: () => void; submitLabel: string }) {
  const { register, handleSubmit, formState, setError } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const mutation = useSingleFlightMutation({
    mutationFn: (values: SignUpValues) =>
      signUp({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      }),
    onSuccess: onSignedUp,
    onError: (error) => {
      if (isApiError(error, 409) && !error.fieldErrors.email) {
        setError('email', {
          type: 'server',
          message: errorText(error, 'An account with this e-mail already exists.'),
        });
        return;
      }
      applyServerFieldErrors(error, setError, ['firstName', 'lastName', 'email', 'password']);
    },
  });
  const errors = formState.errors;
  const failure =
    mutation.error && !isApiError(mutation.error, 409) && Object.keys(errors).length === 0
      ? errorText(mutation.error, 'Sign-up failed. Please try again.')
      : null;

  return (
    <form className="form" onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="form-grid">
        <Field label="First name" error={errors.firstName?.message} required>
          {(control) => (
            <input {...control} className="input" autoComplete="given-name" {...register('firstName')} />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName?.message} required>
          {(control) => (
            <input {...control} className="input" autoComplete="family-name" {...register('lastName')} />
          )}
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message} required>
        {(control) => (
          <input {...control} className="input" type="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        hint="At least 8 characters, and not a commonly used password"
        required
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
      </Field>
      <button
        type="submit"
        className="button button--primary button--lg button--block"
        disabled={mutation.isPending}
      >
        {mutation.isPending ? 'Creating your account…' : submitLabel}
      </button>
      <p className="subtle">
        By creating an account you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </form>
  );
}
