import { Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" placeholder="Name or slug" alwaysOn />];

/** The marketplace's service categories in the order it shows them; click one to edit it. */
export default function CategoryList() {
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label="Name" />
        <TextField source="slug" label="Slug" />
        <TextField source="icon" label="Icon class" sortable={false} />
        <NumberField source="serviceCount" label="Listed services" />
      </Datagrid>
    </List>
  );
}
