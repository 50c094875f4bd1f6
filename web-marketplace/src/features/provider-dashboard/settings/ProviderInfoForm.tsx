import type { Provider } from '@esm/contract/providers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorText } from '../../../api/http';
import { myProviderKey, updateProvider } from '../../../api/providers';
import { Field } from '../../../components/form/Field';
import { applyServerFieldErrors } from '../../../components/form/server-errors';
import { useToast } from '../../../components/toast/toast-context';
import { type ProviderInfoValues, providerInfoSchema } from '../provider-schema';

const FIELDS = ['businessName', 'contactEmail', 'description', 'phoneNumber', 'website'] as const;

/** Business name, contact email, description, phone number, website (001 §2, §5, §8). */
export function ProviderInfoForm({ provider }: { provider: Provider }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, reset } = useForm<ProviderInfoValues>({
    resolver: zodResolver(providerInfoSchema),
    defaultValues: {
      businessName: provider.businessName,
      contactEmail: provider.contactEmail ?? '',
      description: provider.description ?? '',
      phoneNumber: provider.phoneNumber ?? '',
      website: provider.website ?? '',
    },
  });
  const errors = formState.errors;
  const mutation = useMutation({
    mutationFn: (values: ProviderInfoValues) =>
      updateProvider(provider.id, {
        businessName: values.businessName.trim(),
        contactEmail: values.contactEmail.trim(),
        description: values.description.trim(),
        phoneNumber: values.phoneNumber.trim(),
        website: values.website.trim(),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(myProviderKey, updated);
      reset({
        businessName: updated.businessName,
        contactEmail: updated.contactEmail ?? '',
        description: updated.description ?? '',
        phoneNumber: updated.phoneNumber ?? '',
        website: updated.website ?? '',
      });
      toast({
        title: 'Profile Updated',
        description: 'Your business profile has been updated successfully!',
        variant: 'success',
      });
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELDS);
      toast({
        title: 'Error',
        description: errorText(error, 'Failed to update profile. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <section className="card card__body" aria-labelledby="provider-info-title">
      <h2 id="provider-info-title" className="card__title">
        Provider information
      </h2>
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
          <Field label="Description" error={errors.description?.message} className="field--full">
            {(control) => (
              <textarea {...control} className="textarea" rows={4} {...register('description')} />
            )}
          </Field>
        </div>
        <div>
          <button
            type="submit"
            className="button button--primary"
            disabled={mutation.isPending || !formState.isDirty}
          >
            {mutation.isPending ? 'Saving…' : 'Save Changes'}
          </button>
        </div>
      </form>
    </section>
  );
}
