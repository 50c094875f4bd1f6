import { defineErrors } from '../kernel/errors';

export const serviceErrors = defineErrors({
  SERVICE_INVALID: { status: 400, message: 'Please check the service details.' },
  SERVICE_NOT_OWNER: { status: 403, message: 'Only the provider who offers this service can change it.' },
  SERVICE_NOT_FOUND: { status: 404, message: 'Service not found' },
  SERVICE_ALREADY_LISTED: { status: 409, message: 'This service has already been listed.' },
  SERVICE_REMOVED: { status: 409, message: 'This service has been removed and can no longer be changed.' },
  SERVICE_PROVIDER_SUSPENDED: {
    status: 422,
    message: 'Your account is suspended, so you cannot create new services until the suspension ends.',
  },
  SERVICE_PROVIDER_TERMINATED: {
    status: 422,
    message: 'Your account has been terminated, so you cannot create new services.',
  },
});
