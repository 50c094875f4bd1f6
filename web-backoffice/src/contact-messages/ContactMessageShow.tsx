import { FunctionField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { LondonDateField } from '../common/LondonDateField';
import { CATEGORY_CHOICES } from './ContactMessageList';
import { HandleButton } from './HandleButton';

/** One contact-form message: who wrote, what they asked, its deadline; mark it handled. */
export default function ContactMessageShow() {
  return (
    <Show
      title="Contact message"
      actions={
        <TopToolbar>
          <HandleButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <SelectField source="category" label="Category" choices={CATEGORY_CHOICES} />
        <TextField source="name" label="From" />
        <TextField source="email" label="E-mail" />
        <TextField source="subject" label="Subject" />
        <TextField source="message" label="Message" sx={{ whiteSpace: 'pre-wrap' }} />
        <LondonDateField source="receivedAt" label="Received" />
        <LondonDateField source="respondBy" label="Reply by" />
        <FunctionField
          label="Status"
          render={(record: { status: string; overdue: boolean }) =>
            record.status === 'handled'
              ? 'Handled'
              : record.overdue
                ? 'Open — past its reply deadline'
                : 'Open'
          }
        />
        <LondonDateField source="handledAt" label="Handled" emptyText="—" />
        <TextField source="note" label="Note" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
