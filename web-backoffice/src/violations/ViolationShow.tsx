import { Box, Typography } from '@mui/material';
import {
  ArrayField,
  Datagrid,
  FunctionField,
  Labeled,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { ChatContext } from './ChatContext';
import { SIDE_CHOICES } from './choices';

/** One violation: who, what the detector matched and why, and the message in its chat. */
export default function ViolationShow() {
  return (
    <Show title="Contact-sharing violation">
      <SimpleShowLayout>
        <TextField source="senderName" label="Sender" />
        <TextField source="senderEmail" label="Sender's e-mail" emptyText="(erased)" />
        <SelectField source="senderRole" label="Side" choices={SIDE_CHOICES} />
        <LondonDateField source="recordedAt" label="Recorded" />
        <NumberField source="violationNumber" label="Violation no." />
        <FunctionField
          label="Action taken"
          render={(record: { actionTaken: string }) => record.actionTaken.replaceAll('_', ' ')}
        />
        <LondonDateField source="banExpiresAt" label="Block ends" emptyText="—" />
        <TextField source="detectedSummary" label="The detector found" />
        <ArrayField source="matches" label="What it matched, and why">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="text" label="Matched text" />
            <TextField source="why" label="Why it counts" />
          </Datagrid>
        </ArrayField>
        <TextField source="message" label="The refused message" emptyText="(not recorded or erased)" />
        <Labeled label="In its chat" fullWidth>
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The messages before and after it in this chat, read-only.
            </Typography>
            <ChatContext />
          </Box>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
