import type { Provider } from '@esm/contract/providers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorText, isApiError } from '../../../api/http';
import { myProviderKey, updateProvider } from '../../../api/providers';
import { useSingleFlightMutation } from '../../../api/single-flight-mutation';
import { applyServerFieldErrors } from '../../../components/form/server-errors';
import { useToast } from '../../../components/toast/toast-context';
import { ProviderProfileFields } from '../ProviderProfileFields';
import { type ProviderInfoValues, providerInfoBody, providerInfoSchema } from '../provider-schema';

const FIELDS = ['businessName', 'contactEmail', 'description', 'phoneNumber', 'website'] as const;

const formValues = (provider: Provider): ProviderInfoValues => ({
  businessName: provider.businessName,
  contactEmail: provider.contactEmail ?? '',
  description: provider.description ?? '',
  phoneNumber: provider.phoneNumber ?? '',
  website: provider.website ?? '',
});

/** Business name, contact email, description, phone number, website. */
export function ProviderInfoForm({ provider }: { provider: Provider }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, reset } = useForm<ProviderInfoValues>({
    resolver: zodResolver(providerInfoSchema),
    defaultValues: formValues(provider),
  });
  const errors = formState.errors;
  const mutation = useSingleFlightMutation({
    mutationFn: (values: ProviderInfoValues) => updateProvider(provider.id, providerInfoBody(values)),
    onSuccess: (updated) => {
      queryClient.setQueryData(myProviderKey, updated);
      reset(formValues(updated));
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
        description: isApiError(error)
          ? `Failed to update provider: ${errorText(error, error.message)}`
          : 'Failed to update profile. Please try again.',
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
          <ProviderProfileFields register={register} errors={errors} />
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
