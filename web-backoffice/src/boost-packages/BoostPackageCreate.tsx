import { Create, SimpleForm } from 'react-admin';
import { BoostPackageFields } from './BoostPackageFields';

/** A new boost package: records BoostPackageDefined. */
export default function BoostPackageCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        defaultValues={{
          description: '',
          durationDays: 30,
          features: [],
          isActive: false,
          sortOrder: 10,
          visibilityMultiplier: 2,
        }}
      >
        <BoostPackageFields />
      </SimpleForm>
    </Create>
  );
}
