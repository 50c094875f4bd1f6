import { Edit, SimpleForm, TextInput } from 'react-admin';
import { CategoryFields } from './CategoryFields';

/** Edit a category's name, icon, description and image; records CategoryUpdated. */
export default function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="slug" label="Slug" readOnly helperText="Fixed once the category is created" />
        <CategoryFields />
      </SimpleForm>
    </Edit>
  );
}
