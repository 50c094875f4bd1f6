import { describe, expect, it } from 'vitest';
import { loggableUrl } from './log-redaction';

describe('request addresses in the logs', () => {
  it('keeps the path and the parameter names, never their values', () => {
    expect(loggableUrl('/reset-password?user=u-1&token=s3cr3t-t0k3n')).toBe('/reset-password?user=~&token=~');
    expect(loggableUrl('/objects/uploads/abc?u=u1&exp=1&sig=XYZ')).toBe(
      '/objects/uploads/abc?u=~&exp=~&sig=~',
    );
    expect(loggableUrl('/api/services?postcode=LS1%204DY&flag')).toBe('/api/services?postcode=~&flag=~');
  });
  it('leaves an address without a query as it is', () => {
    expect(loggableUrl('/api/auth/login')).toBe('/api/auth/login');
    expect(loggableUrl('/api/x?')).toBe('/api/x?');
  });
});
