import { ADMIN_ACCESS, BACK_OFFICE_ROLES, canAccessAdmin } from '@esm/contract/admin/access';
import { BACK_OFFICE_ROLES as CORE_ROLES } from '@esm/core/kernel/actor';
import { describe, expect, it } from 'vitest';

describe('the back-office access table', () => {
  it('names the same roles as the domain', () => {
    expect([...BACK_OFFICE_ROLES].sort()).toEqual([...CORE_ROLES].sort());
  });

  it('gives admins every action of every resource', () => {
    for (const [resource, actions] of Object.entries(ADMIN_ACCESS))
      for (const action of Object.keys(actions))
        expect(canAccessAdmin(['admin'], resource, action)).toBe(true);
  });

  it('gives clients and providers nothing', () => {
    for (const [resource, actions] of Object.entries(ADMIN_ACCESS))
      for (const action of Object.keys(actions)) {
        expect(canAccessAdmin([], resource, action)).toBe(false);
        expect(canAccessAdmin(['client', 'provider'], resource, action)).toBe(false);
      }
  });

  it('keeps auditors read-only', () => {
    for (const [resource, actions] of Object.entries(ADMIN_ACCESS))
      for (const action of Object.keys(actions))
        if (canAccessAdmin(['auditor'], resource, action))
          expect(['list', 'show', 'export'], `${resource}.${action}`).toContain(action);
  });

  it('lets a verifier review documents but not work fraud alerts', () => {
    expect(canAccessAdmin(['verifier'], 'verification-documents', 'approve')).toBe(true);
    expect(canAccessAdmin(['verifier'], 'fraud-alerts', 'list')).toBe(false);
    expect(canAccessAdmin(['verifier'], 'unknown', 'list')).toBe(false);
  });
});
