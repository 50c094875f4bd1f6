import type { Provider } from '@esm/contract/providers';
import type { Service } from '@esm/contract/services';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { deleteService, servicesKey, useServicesQuery } from '../../../api/catalogue';
import { errorText } from '../../../api/http';
import { useSingleFlightMutation } from '../../../api/single-flight-mutation';
import { ConfirmDialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { EmptyState, ErrorState } from '../../../components/States';
import { useToast } from '../../../components/toast/toast-context';
import { DaysOffDialog } from './DaysOffDialog';
import { ProviderServiceCard } from './ProviderServiceCard';
import { ServiceFormDialog } from './ServiceFormDialog';

/** Everything a provider lists; far more than any provider offers, so one page holds them all. */
const ALL_OF_MINE = 100;

export function ServicesTab({ provider }: { provider: Provider }) {
  const services = useServicesQuery({ providerId: provider.id, pageSize: ALL_OF_MINE });
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Service | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [daysOff, setDaysOff] = useState<Service | null>(null);

  const remove = useSingleFlightMutation({
    mutationFn: (id: string) => deleteService(id),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: servicesKey });
      toast({
        title: 'Service Deleted',
        description: 'The service has been removed from your listings.',
        variant: 'success',
      });
      setDeleting(null);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorText(error, 'Failed to delete service. Please try again.'),
        variant: 'destructive',
      }),
  });

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };

  return (
    <div className="stack stack--lg">
      <div className="page-title-row" style={{ marginBottom: 0 }}>
        <h2 style={{ margin: 0 }}>Your services</h2>
        <button type="button" className="button button--primary" onClick={openAdd}>
          <Plus size={18} aria-hidden="true" /> Add Service
        </button>
      </div>
      {services.isPending ? (
        <Spinner label="Loading your services…" />
      ) : services.isError ? (
        <ErrorState title="Failed to fetch services" onRetry={() => services.refetch()} />
      ) : services.data.items.length === 0 ? (
        <EmptyState title="You haven't listed any services yet">
          <p>Add your first service with 3 to 5 photos so clients can find and book you.</p>
          <button type="button" className="button button--primary" onClick={openAdd}>
            <Plus size={18} aria-hidden="true" /> Add Service
          </button>
        </EmptyState>
      ) : (
        <div className="grid grid--2">
          {services.data.items.map((service) => (
            <ProviderServiceCard
              key={service.id}
              service={service}
              onEdit={() => {
                setEditing(service);
                setFormOpen(true);
              }}
              onDelete={() => setDeleting(service)}
              onDaysOff={() => setDaysOff(service)}
            />
          ))}
        </div>
      )}
      <ServiceFormDialog
        open={formOpen}
        onClose={() => setFormOpen(false)}
        providerId={provider.id}
        service={editing}
      />
      <DaysOffDialog service={daysOff} onClose={() => setDaysOff(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this service?"
        description={
          deleting
            ? `“${deleting.name}” will no longer be listed. Existing bookings are not affected.`
            : undefined
        }
        confirmLabel="Delete Service"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
