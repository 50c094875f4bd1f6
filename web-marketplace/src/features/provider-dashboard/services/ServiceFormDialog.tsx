import type { Service } from '@esm/contract/services';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createService, servicesKey, updateService, useCategoriesQuery } from '../../../api/catalogue';
import { errorText } from '../../../api/http';
import { providerDashboardKey } from '../../../api/providers';
import { useSingleFlightMutation } from '../../../api/single-flight-mutation';
import { Dialog } from '../../../components/Dialog';
import { CheckboxField, Field } from '../../../components/form/Field';
import { applyServerFieldErrors } from '../../../components/form/server-errors';
import { useToast } from '../../../components/toast/toast-context';
import { PhotoUploader } from './PhotoUploader';
import {
  FOOD_SLUG,
  MAX_PHOTOS,
  MIN_PHOTOS,
  PRICE_UNITS,
  SERVICE_FORM_DEFAULTS,
  type ServiceFormValues,
  serviceFormSchema,
  toServiceRequest,
  valuesFromService,
} from './service-form-schema';

interface ServiceFormDialogProps {
  open: boolean;
  onClose: () => void;
  providerId: string;
  /** Editing this service; null adds a new one. */
  service: Service | null;
}

const FIELDS = [
  'name',
  'description',
  'categoryId',
  'basePrice',
  'priceUnit',
  'minBookingDuration',
  'maxBookingDuration',
  'pricePerMile',
  'maxMileageDistance',
  'costPerPerson',
  'providerFeePercentage',
] as const;

/** Add Service and Edit Service; on success: close, reset the form, clear photos. */
export function ServiceFormDialog({ open, onClose, providerId, service }: ServiceFormDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const categories = useCategoriesQuery();
  const [photos, setPhotos] = useState<string[]>([]);
  const form = useForm<ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: SERVICE_FORM_DEFAULTS,
  });
  const { register, handleSubmit, formState, reset, watch, setValue, setError } = form;
  const errors = formState.errors;
  const editing = service !== null;

  // Each opening starts from the service being edited, or from the defaults.
  useEffect(() => {
    if (!open) return;
    reset(service ? valuesFromService(service) : SERVICE_FORM_DEFAULTS);
    setPhotos(service ? service.images : []);
  }, [open, service, reset]);

  const categoryId = watch('categoryId');
  const chargesMileage = watch('chargesMileage');
  const categorySlug = categories.data?.find((c) => c.id === categoryId)?.slug ?? '';
  useEffect(() => setValue('categorySlug', categorySlug), [categorySlug, setValue]);
  const isFood = categorySlug === FOOD_SLUG;

  const closeAndClear = () => {
    reset(SERVICE_FORM_DEFAULTS);
    setPhotos([]);
    onClose();
  };

  const mutation = useSingleFlightMutation({
    mutationFn: (values: ServiceFormValues) => {
      const body = toServiceRequest(values, providerId, photos);
      return service ? updateService(service.id, body) : createService(body);
    },
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: servicesKey });
      queryClient.invalidateQueries({ queryKey: providerDashboardKey });
      toast(
        editing
          ? {
              title: 'Service Updated',
              description: 'Your service has been updated successfully!',
              variant: 'success',
            }
          : {
              title: 'Service Added',
              description: 'Your service has been added successfully!',
              variant: 'success',
            },
      );
      closeAndClear();
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELDS);
      if (editing) {
        toast({
          title: 'Error',
          description: errorText(error, 'Failed to update service.'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Service Creation Failed',
          description: `Error: ${errorText(error, 'Please try again.')}`,
          variant: 'destructive',
        });
      }
    },
  });

  const missingPhotos = Math.max(0, MIN_PHOTOS - photos.length);
  const formId = editing ? 'edit-service-form' : 'add-service-form';

  return (
    <Dialog
      open={open}
      onClose={closeAndClear}
      title={editing ? 'Edit Service' : 'Add Service'}
      size="lg"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={closeAndClear}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={missingPhotos > 0 || mutation.isPending}
          >
            {missingPhotos > 0
              ? `Add ${missingPhotos} more photo${missingPhotos === 1 ? '' : 's'}`
              : mutation.isPending
                ? 'Saving…'
                : editing
                  ? 'Save Changes'
                  : 'Add Service'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="form"
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        noValidate
      >
        <div className="form-grid">
          <Field label="Service name" error={errors.name?.message} required className="field--full">
            {(control) => <input {...control} className="input" {...register('name')} />}
          </Field>
          <Field label="Description" error={errors.description?.message} required className="field--full">
            {(control) => (
              <textarea {...control} className="textarea" rows={4} {...register('description')} />
            )}
          </Field>
          <Field label="Category" error={errors.categoryId?.message} required>
            {(control) => (
              <select {...control} className="select" {...register('categoryId')}>
                <option value="">Select a category</option>
                {categories.data?.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Price unit" required>
            {(control) => (
              <select {...control} className="select" {...register('priceUnit')}>
                {PRICE_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Base price (£)"
            error={errors.basePrice?.message}
            hint="In pounds, at most 2 decimal places"
            required
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...register('basePrice')}
              />
            )}
          </Field>
          <Field
            label="Provider fee (%)"
            error={errors.providerFeePercentage?.message}
            hint="Added to the client's quote; 5% by default"
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...register('providerFeePercentage')}
              />
            )}
          </Field>
          <Field label="Minimum booking (hours)" error={errors.minBookingDuration?.message}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...register('minBookingDuration')}
              />
            )}
          </Field>
          <Field label="Maximum booking (hours)" error={errors.maxBookingDuration?.message}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...register('maxBookingDuration')}
              />
            )}
          </Field>
          {isFood && (
            <Field
              label="Cost per person (£)"
              error={errors.costPerPerson?.message}
              hint="Optional; for catering priced per guest"
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  {...register('costPerPerson')}
                />
              )}
            </Field>
          )}
          <Field label="Equipment" hint="One item per line" className="field--full">
            {(control) => <textarea {...control} className="textarea" rows={3} {...register('equipment')} />}
          </Field>
        </div>

        <CheckboxField label="Available for booking">
          {(control) => <input {...control} type="checkbox" {...register('isAvailable')} />}
        </CheckboxField>
        <CheckboxField label="Charge for travel (mileage)">
          {(control) => <input {...control} type="checkbox" {...register('chargesMileage')} />}
        </CheckboxField>
        {chargesMileage && (
          <div className="form-grid mileage-fields">
            <Field
              label="Price per mile (£)"
              error={errors.pricePerMile?.message}
              hint="We recommend £0.45 to £0.65 per mile"
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  {...register('pricePerMile')}
                />
              )}
            </Field>
            <Field
              label="Maximum distance (miles)"
              error={errors.maxMileageDistance?.message}
              hint="1 to 500 miles"
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={500}
                  step={1}
                  {...register('maxMileageDistance')}
                />
              )}
            </Field>
          </div>
        )}
        <PhotoUploader value={photos} onChange={setPhotos} min={MIN_PHOTOS} max={MAX_PHOTOS} />
      </form>
    </Dialog>
  );
}
