import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { choicesOf } from '../common/labels';
import { OUTCOME_LABEL } from './labels';
import { OpenAlertCommand } from './OpenAlertCommand';

/** Closes the alert with an outcome and a resolution note; nothing more can be done on it after. */
export function ResolveButton() {
  return (
    <OpenAlertCommand
      action="resolve"
      body={(note, outcome) => ({ outcome, note })}
      done="Alert closed"
      label="Close alert"
      variant="contained"
      color="success"
      startIcon={<TaskAltIcon />}
      ask={{
        title: 'Close this alert',
        help: 'Choose the outcome and say how you reached it. A closed alert cannot be reopened.',
        label: 'Resolution note',
        choices: { label: 'Outcome', options: choicesOf(OUTCOME_LABEL) },
      }}
    />
  );
}
