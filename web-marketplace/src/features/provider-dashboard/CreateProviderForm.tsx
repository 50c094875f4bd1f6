import type { User } from '@esm/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../api/http';
import { createProvider, myProviderKey } from '../../api/providers';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { AddressField, PostcodeField } from '../../components/form/contact-fields';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useToast } from '../../components/toast/toast-context';
import { ProviderProfileFields } from './ProviderProfileFields';
import { type CreateProviderValues, createProviderBody, createProviderSchema } from './provider-schema';
import '../../components/marketing/marketing.css';

const FIELDS = [
  'businessName',
  'phoneNumber',
  'contactEmail',
  'description',
  'website',
  'businessAddress',
  'postcode',
] as const;

/** Signed in without a provider record: create the business profile. */
export function CreateProviderForm({ user }: { user: User }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm<CreateProviderValues>({
    resolver: zodResolver(createProviderSchema),
    defaultValues: {
      businessName: '',
      phoneNumber: user.phoneNumber ?? '',
      contactEmail: user.email ?? '',
      description: '',
      website: '',
      businessAddress: '',
      postcode: '',
    },
  });
  const errors = formState.errors;
  const mutation = useSingleFlightMutation({
    mutationFn: (values: CreateProviderValues) => createProvider(createProviderBody(values)),
    onSuccess: (provider) => {
      queryClient.setQueryData(myProviderKey, provider);
      toast({
        title: 'Profile Created',
        description: 'Your provider profile is ready. Add your first service.',
        variant: 'success',
      });
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELDS);
      toast({
        title: 'Error',
        description: errorText(error, 'Failed to create provider profile.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <div className="container container--medium section">
      <div className="card card__body stack stack--lg">
        <div className="cluster">
          <span className="info-card__icon" aria-hidden="true" style={{ marginBottom: 0 }}>
            <Store size={24} />
          </span>
          <div>
            <h1 style={{ marginBottom: 'var(--space-1)' }}>Create your provider profile</h1>
            <p className="muted" style={{ margin: 0 }}>
              Tell clients about your business. Your contact details are shared only with clients who have
              booked and paid.
            </p>
          </div>
        </div>
        <form className="form" onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
          <div className="form-grid">
            <ProviderProfileFields register={register} errors={errors}>
              <AddressField
                label="Business address"
                registration={register('businessAddress')}
                error={errors.businessAddress?.message}
              />
              <PostcodeField
                registration={register('postcode')}
                error={errors.postcode?.message}
                hint="Used to show your location and work out travel"
              />
            </ProviderProfileFields>
          </div>
          <div>
            <button type="submit" className="button button--primary button--lg" disabled={mutation.isPending}>
              {mutation.isPending ? 'Creating…' : 'Create Provider Profile'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
