import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { signIn } from '../../api/auth';
import { errorText, isApiError } from '../../api/http';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { Field } from '../../components/form/Field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { type SignInValues, signInSchema } from './login-schemas';
import { PasswordInput } from './PasswordInput';

/** E-mail and password; on success the page navigates away (a full load picks up the new session). */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useSingleFlightMutation({
    mutationFn: (values: SignInValues) => signIn({ email: values.email.trim(), password: values.password }),
    onSuccess: onSignedIn,
    onError: (error) => applyServerFieldErrors(error, setError, ['email', 'password']),
  });
  const errors = formState.errors;
  const failure = mutation.error
    ? isApiError(mutation.error, 401)
      ? errorText(mutation.error, 'The e-mail address or password is incorrect.')
      : errorText(mutation.error, 'Sign-in failed. Please try again.')
    : null;

  return (
    <form className="form" onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Field label="Email" error={errors.email?.message} required>
        {(control) => (
          <input {...control} className="input" type="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message} required>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
        )}
      </Field>
      <p className="login-card__aside">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <button
        type="submit"
        className="button button--primary button--lg button--block"
        disabled={mutation.isPending}
      >
        {mutation.isPending ? 'Signing in…' : 'Sign In'}
      </button>
    </form>
  );
}
