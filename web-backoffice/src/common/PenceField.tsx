import { FunctionField, type RaRecord } from 'react-admin';
import { formatPence } from '../format/money';

/** Shows an integer number of pence as pounds: 12345 → £123.45. */
export function PenceField({ source, label }: { source: string; label?: string }) {
  return (
    <FunctionField
      source={source}
      label={label}
      textAlign="right"
      render={(record: RaRecord) => {
        const pence = record[source];
        return typeof pence === 'number' ? formatPence(pence) : '';
      }}
    />
  );
}
