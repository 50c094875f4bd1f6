import { Create, maxLength, regex, required, SimpleForm, TextInput } from 'react-admin';
import { CategoryFields } from './CategoryFields';

const SLUG = regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens, e.g. stage-hire');

/** A new category: appears last in the marketplace's list. The slug cannot change later. */
export default function CategoryCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ description: '', imageUrl: '' }}>
        <TextInput
          source="slug"
          label="Slug"
          helperText="Names the category in the marketplace's addresses; it cannot be changed later"
          validate={[required(), maxLength(80), SLUG]}
        />
        <CategoryFields />
      </SimpleForm>
    </Create>
  );
}
