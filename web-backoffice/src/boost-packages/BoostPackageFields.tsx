import { BooleanInput, maxLength, minValue, NumberInput, number, required, TextInput } from 'react-admin';

import { penceToPounds, poundsToPence } from '../format/money';

/** One feature per line on the screen, an array of features in the record. */
const featureLines = (features: string[] | undefined) => (features ?? []).join('\n');
const featureArray = (text: string) => (text ?? '').split('\n');

/** The fields of a boost package, shared by create and edit. */
export function BoostPackageFields() {
  return (
    <>
      <TextInput source="name" label="Name" validate={[required(), maxLength(80)]} />
      <TextInput source="description" label="Description" multiline minRows={2} validate={maxLength(1000)} />
      <NumberInput
        source="price"
        label="Price (£)"
        helperText="A new price applies to new purchases; running boosts renew at theirs"
        format={penceToPounds}
        parse={poundsToPence}
        step={0.01}
        min={0}
        validate={[required(), minValue(0, 'The price cannot be negative')]}
      />
      <NumberInput
        source="durationDays"
        label="Duration (days)"
        step={1}
        min={1}
        validate={[required(), number(), minValue(1)]}
      />
      <NumberInput
        source="visibilityMultiplier"
        label="Visibility multiplier"
        helperText="How much more often a boosted service is shown: 5 or more ranks as Featured"
        step={1}
        min={1}
        validate={[required(), minValue(1)]}
      />
      <NumberInput source="sortOrder" label="Order on the pricing page" step={1} validate={required()} />
      <TextInput
        source="features"
        label="Features"
        helperText="One per line"
        multiline
        minRows={3}
        format={featureLines}
        parse={featureArray}
      />
      <BooleanInput source="isActive" label="On sale" />
    </>
  );
}
