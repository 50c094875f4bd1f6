import { maxLength, required, TextInput } from 'react-admin';

/** The fields an admin edits on a category (the slug is set once, on creation). */
export function CategoryFields() {
  return (
    <>
      <TextInput source="name" label="Name" validate={[required(), maxLength(80)]} />
      <TextInput
        source="icon"
        label="Icon class"
        helperText="A Font Awesome class, e.g. fas fa-microphone"
        validate={[required(), maxLength(80)]}
      />
      <TextInput source="description" label="Description" multiline minRows={2} validate={maxLength(1000)} />
      <TextInput
        source="imageUrl"
        label="Image URL"
        helperText="Shown on the marketplace's category card"
        validate={maxLength(500)}
      />
    </>
  );
}
