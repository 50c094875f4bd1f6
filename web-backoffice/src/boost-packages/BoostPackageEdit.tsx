import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { BoostPackageFields } from './BoostPackageFields';

/** Edit a boost package: records BoostPackageUpdated. */
export default function BoostPackageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm
        toolbar={
          // There is no deleting a package (boosts bought with it refer to it): switch "On sale" off.
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <BoostPackageFields />
      </SimpleForm>
    </Edit>
  );
}
