import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { requestPasswordReset } from '../../api/auth';
import { errorText } from '../../api/http';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { Field } from '../../components/form/Field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { Logo } from '../../components/layout/Logo';
import { usePageTitle } from '../../components/use-page-title';
import { emailField } from '../../lib/validation';
import './login.css';

const schema = z.object({ email: emailField('Please enter a valid email address') });
type Values = z.input<typeof schema>;

/** /forgot-password — asks for a reset link; the answer is the same whether the address has an account. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot your password?');
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const mutation = useSingleFlightMutation({
    mutationFn: (values: Values) => requestPasswordReset({ email: values.email.trim() }),
    onError: (error) => applyServerFieldErrors(error, setError, ['email']),
  });

  return (
    <div className="login-page">
      <div className="login-card">
        <div className="login-card__brand">
          <Logo />
        </div>
        <h1 className="login-card__title">Forgot your password?</h1>
        {mutation.isSuccess ? (
          <>
            <p className="notice notice--success" role="status">
              {mutation.data.message}
            </p>
            <p className="muted">
              Nothing arrived? Check your spam folder, or{' '}
              <Link to="/forgot-password" reloadDocument>
                ask again
              </Link>{' '}
              in a few minutes.
            </p>
          </>
        ) : (
          <>
            <p className="muted login-card__lead">
              Enter the e-mail address you signed up with and we will send you a link to choose a new
              password.
            </p>
            <form className="form" onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
              {mutation.isError && (
                <p className="form-error" role="alert">
                  {errorText(mutation.error, 'We could not send the link. Please try again.')}
                </p>
              )}
              <Field label="Email" error={formState.errors.email?.message} required>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="email"
                    autoComplete="email"
                    {...register('email')}
                  />
                )}
              </Field>
              <button
                type="submit"
                className="button button--primary button--lg button--block"
                disabled={mutation.isPending}
              >
                {mutation.isPending ? 'Sending…' : 'Send reset link'}
              </button>
            </form>
          </>
        )}
        <p className="subtle login-card__legal">
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    </div>
  );
}
