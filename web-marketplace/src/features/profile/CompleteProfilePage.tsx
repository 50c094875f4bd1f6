import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { UserRoundCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { completeProfile, userKey } from '../../api/auth';
import { errorText } from '../../api/http';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { useAuth } from '../../auth/use-auth';
import { AddressField, PhoneNumberField, PostcodeField } from '../../components/form/contact-fields';
import { Field } from '../../components/form/Field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useToast } from '../../components/toast/toast-context';
import { usePageTitle } from '../../components/use-page-title';
import { safeReturnTo } from '../../lib/navigation';
import { profileFields } from '../../lib/validation';
import { CloseAccountSection } from './CloseAccountSection';
import '../../components/marketing/marketing.css';

const schema = z.object(profileFields);
type ProfileValues = z.input<typeof schema>;
const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'address', 'postcode'] as const;

/**
 * /complete-profile: five fields, then refresh the user and go home, or back to the page that
 * needed a complete profile (the guard sends it as `from`): a visitor who signed up from Get Quote
 * goes on to the checkout they chose instead of starting again.
 */
export function CompleteProfilePage() {
  const { user } = useAuth();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const next = typeof from === 'string' ? safeReturnTo(from) : '/';
  usePageTitle(user?.isProfileComplete ? 'My Profile' : 'Complete your profile');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      address: user?.address ?? '',
      postcode: user?.postcode ?? '',
    },
  });
  const errors = formState.errors;

  const mutation = useSingleFlightMutation({
    mutationFn: (values: ProfileValues) =>
      completeProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber.trim(),
        address: values.address.trim(),
        postcode: values.postcode.trim().toUpperCase(),
      }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(userKey, updated);
      await queryClient.invalidateQueries({ queryKey: userKey });
      toast({
        title: 'Profile Completed',
        description: `Welcome, ${updated.firstName ?? ''}! You can now browse and book services.`,
        variant: 'success',
      });
      navigate(next);
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELDS);
      toast({
        title: 'Profile Setup Failed',
        description: errorText(error, 'Unable to complete profile setup. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <div className="container container--narrow section stack stack--lg">
      <div className="card card__body stack stack--lg">
        <div className="cluster">
          <span className="info-card__icon" aria-hidden="true" style={{ marginBottom: 0 }}>
            <UserRoundCheck size={24} />
          </span>
          <div>
            <h1 style={{ marginBottom: 'var(--space-1)' }}>
              {user?.isProfileComplete ? 'My Profile' : 'Complete your profile'}
            </h1>
            <p className="muted" style={{ margin: 0 }}>
              {user?.isProfileComplete
                ? 'The details your bookings use.'
                : 'We need a few details before you can book.'}{' '}
              Providers see your name; your phone and address are shared only with providers you book.
            </p>
          </div>
        </div>
        <form className="form" onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
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
            <PhoneNumberField registration={register('phoneNumber')} error={errors.phoneNumber?.message} />
            <PostcodeField registration={register('postcode')} error={errors.postcode?.message} />
            <AddressField
              registration={register('address')}
              error={errors.address?.message}
              className="field--full"
            />
          </div>
          <div>
            <button type="submit" className="button button--primary button--lg" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving…' : user?.isProfileComplete ? 'Save Profile' : 'Complete Profile'}
            </button>
          </div>
        </form>
      </div>
      <CloseAccountSection />
    </div>
  );
}
