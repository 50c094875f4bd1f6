import { Edit, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { CategoryFields } from './CategoryFields';

/** Edit a category's name, icon, description and image; records CategoryUpdated. */
export default function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm
        toolbar={
          // There is no deleting a category: services and the marketplace's addresses name it.
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="slug" label="Slug" readOnly helperText="Fixed once the category is created" />
        <CategoryFields />
      </SimpleForm>
    </Edit>
  );
}
