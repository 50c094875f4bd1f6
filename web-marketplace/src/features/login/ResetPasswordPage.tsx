import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { resetPassword } from '../../api/auth';
import { errorText } from '../../api/http';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { Field } from '../../components/form/Field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { Logo } from '../../components/layout/Logo';
import { usePageTitle } from '../../components/use-page-title';
import { PasswordInput } from './PasswordInput';
import './login.css';

const schema = z
  .object({
    password: z.string().min(8, 'Password must be at least 8 characters'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type Values = z.input<typeof schema>;

/** /reset-password?user=…&token=… — where the e-mailed link lands: choose a new password. */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const userId = params.get('user') ?? '';
  const token = params.get('token') ?? '';
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const mutation = useSingleFlightMutation({
    mutationFn: (values: Values) => resetPassword({ userId, token, password: values.password }),
    onError: (error) => applyServerFieldErrors(error, setError, ['password']),
  });
  const brokenLink = !userId || !token;

  return (
    <div className="login-page">
      <div className="login-card">
        <div className="login-card__brand">
          <Logo />
        </div>
        <h1 className="login-card__title">Choose a new password</h1>
        {mutation.isSuccess ? (
          <>
            <p className="notice notice--success" role="status">
              Your password has been changed and you have been signed out everywhere.
            </p>
            <Link to="/login" className="button button--primary button--lg button--block">
              Sign in with your new password
            </Link>
          </>
        ) : brokenLink ? (
          <p className="notice notice--danger" role="alert">
            This link is incomplete. Please open the link from the e-mail again, or{' '}
            <Link to="/forgot-password">ask for a new one</Link>.
          </p>
        ) : (
          <form className="form" onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
            {mutation.isError && !formState.errors.password && (
              <p className="form-error" role="alert">
                {errorText(mutation.error, 'We could not change your password. Please try again.')}{' '}
                <Link to="/forgot-password">Ask for a new link</Link>
              </p>
            )}
            <Field
              label="New password"
              error={formState.errors.password?.message}
              hint="At least 8 characters, and not a commonly used password"
              required
            >
              {(control) => (
                <PasswordInput {...control} autoComplete="new-password" {...register('password')} />
              )}
            </Field>
            <Field label="Repeat the new password" error={formState.errors.confirm?.message} required>
              {(control) => (
                <PasswordInput {...control} autoComplete="new-password" {...register('confirm')} />
              )}
            </Field>
            <button
              type="submit"
              className="button button--primary button--lg button--block"
              disabled={mutation.isPending}
            >
              {mutation.isPending ? 'Saving…' : 'Set new password'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
