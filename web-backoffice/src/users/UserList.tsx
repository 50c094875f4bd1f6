import type { AdminUser } from '@esm/contract/admin/users';
import { Datagrid, EmailField, FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { RoleChips } from './RoleChips';

const filters = [
  <SearchInput key="q" source="q" placeholder="Name, e-mail or business" alwaysOn />,
  <SelectInput
    key="role"
    source="role"
    label="Role"
    choices={[
      { id: 'staff', name: 'Any back-office role' },
      { id: 'admin', name: 'Admin' },
      { id: 'verifier', name: 'Verifier' },
      { id: 'investigator', name: 'Fraud investigator' },
      { id: 'auditor', name: 'Auditor' },
    ]}
  />,
  <SelectInput
    key="kind"
    source="kind"
    label="Kind"
    choices={[
      { id: 'client', name: 'Client' },
      { id: 'provider', name: 'Provider' },
    ]}
  />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'active', name: 'Active' },
      { id: 'closed', name: 'Closed' },
      { id: 'erased', name: 'Erased' },
    ]}
  />,
];

const KIND = { client: 'Client', provider: 'Provider' } as const;
const STATUS = { active: 'Active', closed: 'Closed', erased: 'Erased' } as const;

/** Every account: search by name, e-mail or business, filter by role, kind and status. */
export default function UserList() {
  return (
    <List filters={filters} sort={{ field: 'joinedAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label="Name" />
        <EmailField source="email" label="E-mail" />
        <FunctionField<AdminUser>
          label="Kind"
          sortable={false}
          render={(user) =>
            user.businessName ? `${KIND[user.kind]} · ${user.businessName}` : KIND[user.kind]
          }
        />
        <RoleChips label="Back-office roles" />
        <FunctionField<AdminUser> source="status" label="Status" render={(user) => STATUS[user.status]} />
        <LondonDateField source="joinedAt" label="Joined" dateOnly />
      </Datagrid>
    </List>
  );
}
