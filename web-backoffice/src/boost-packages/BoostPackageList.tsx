import type { AdminBoostPackage } from '@esm/contract/admin/boost-packages';
import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  TextField,
} from 'react-admin';
import { formatPence } from '../format/money';

const filters = [<NullableBooleanInput key="isActive" source="isActive" label="On sale" />];

/** The boost packages providers can buy, in the order the pricing page shows them. */
export default function BoostPackageList() {
  return (
    <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="sortOrder" label="Order" />
        <TextField source="name" label="Name" />
        <FunctionField<AdminBoostPackage> source="price" label="Price" render={(p) => formatPence(p.price)} />
        <FunctionField<AdminBoostPackage>
          source="durationDays"
          label="Duration"
          render={(p) => `${p.durationDays} days`}
        />
        <FunctionField<AdminBoostPackage>
          label="Visibility"
          sortable={false}
          render={(p) => `${p.visibilityMultiplier}×`}
        />
        <BooleanField source="isActive" label="On sale" sortable={false} />
        <NumberField source="activeBoosts" label="Running boosts" sortable={false} />
      </Datagrid>
    </List>
  );
}
