import { Edit, SimpleForm } from 'react-admin';
import { BoostPackageFields } from './BoostPackageFields';

/** Edit a boost package: records BoostPackageUpdated. */
export default function BoostPackageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <BoostPackageFields />
      </SimpleForm>
    </Edit>
  );
}
