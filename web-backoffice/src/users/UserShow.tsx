import type { AdminUser } from '@esm/contract/admin/users';
import { BooleanField, EmailField, FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { UserRoles } from './UserRoles';

const STATUS = { active: 'Active', closed: 'Closed', erased: 'Erased' } as const;

/** One user: who they are, what kind of account, and their back-office roles with grant/revoke. */
export default function UserShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" label="Name" />
        <EmailField source="email" label="E-mail" emptyText="(erased)" />
        <FunctionField<AdminUser>
          label="Kind"
          render={(user) => (user.kind === 'provider' ? `Provider · ${user.businessName ?? ''}` : 'Client')}
        />
        <FunctionField<AdminUser> label="Status" render={(user) => STATUS[user.status]} />
        <BooleanField source="isProfileComplete" label="Profile complete" />
        <LondonDateField source="joinedAt" label="Joined" dateOnly />
        <UserRoles />
      </SimpleShowLayout>
    </Show>
  );
}
