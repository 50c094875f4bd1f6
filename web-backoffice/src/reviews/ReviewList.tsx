import { Datagrid, List, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { REASON_CHOICES, STATUS_CHOICES } from './choices';

const filters = [
  <SelectInput
    key="queue"
    source="queue"
    label="Reports"
    choices={[
      { id: 'open', name: 'To judge' },
      { id: 'decided', name: 'Decided' },
    ]}
    alwaysOn
  />,
  <SelectInput key="reason" source="reason" label="Reason" choices={REASON_CHOICES} />,
  <SelectInput key="moderationStatus" source="moderationStatus" label="Status" choices={STATUS_CHOICES} />,
];

/** Reviews readers reported; those still to judge first by default. */
export default function ReviewList() {
  return (
    <List
      title="Reported reviews"
      sort={{ field: 'lastReportedAt', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={{ queue: 'open' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LondonDateField source="lastReportedAt" label="Last reported" />
        <TextField source="businessName" label="Provider" sortable={false} />
        <TextField source="title" label="Review" sortable={false} />
        <NumberField source="rating" label="Stars" />
        <TextField source="reasonSummary" label="Reasons" sortable={false} />
        <NumberField source="openReports" label="To judge" />
        <SelectField source="moderationStatus" label="Status" choices={STATUS_CHOICES} sortable={false} />
      </Datagrid>
    </List>
  );
}
