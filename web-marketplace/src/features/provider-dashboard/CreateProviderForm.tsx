import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../api/http';
import { createProvider, myProviderKey } from '../../api/providers';
import type { User } from '../../api/types';
import { Field } from '../../components/form/Field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useToast } from '../../components/toast/toast-context';
import { POSTCODE_MAX_LENGTH, postcodeInput } from '../../lib/postcode';
import { type CreateProviderValues, createProviderSchema } from './provider-schema';
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

/** Signed in without a provider record: create the business profile (001 §2). */
export function CreateProviderForm({ user }: { user: User }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm<CreateProviderValues>({
    resolver: zodResolver(createProviderSchema),
    defaultValues: {
      businessName: '',
      phoneNumber: user.phoneNumber ?? '',
      contactEmail: user.email,
      description: '',
      website: '',
      businessAddress: '',
      postcode: '',
    },
  });
  const errors = formState.errors;
  const mutation = useMutation({
    mutationFn: (values: CreateProviderValues) =>
      createProvider({
        businessName: values.businessName.trim(),
        phoneNumber: values.phoneNumber.trim(),
        contactEmail: values.contactEmail.trim(),
        description: values.description.trim(),
        website: values.website.trim(),
        businessAddress: values.businessAddress.trim(),
        postcode: values.postcode.trim().toUpperCase(),
      }),
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
  const postcode = register('postcode');

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
            <Field label="Business name" error={errors.businessName?.message} required>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  autoComplete="organization"
                  {...register('businessName')}
                />
              )}
            </Field>
            <Field label="Phone number" error={errors.phoneNumber?.message} required>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="tel"
                  autoComplete="tel"
                  {...register('phoneNumber')}
                />
              )}
            </Field>
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
                  type="url"
                  placeholder="https://"
                  {...register('website')}
                />
              )}
            </Field>
            <Field label="Business address" error={errors.businessAddress?.message} required>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  autoComplete="street-address"
                  {...register('businessAddress')}
                />
              )}
            </Field>
            <Field
              label="Postcode"
              error={errors.postcode?.message}
              required
              hint="Used to show your location and work out travel"
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  autoComplete="postal-code"
                  maxLength={POSTCODE_MAX_LENGTH}
                  {...postcode}
                  onChange={(event) => {
                    event.target.value = postcodeInput(event.target.value);
                    return postcode.onChange(event);
                  }}
                />
              )}
            </Field>
            <Field
              label="Description"
              error={errors.description?.message}
              hint="Optional"
              className="field--full"
            >
              {(control) => (
                <textarea {...control} className="textarea" rows={4} {...register('description')} />
              )}
            </Field>
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
