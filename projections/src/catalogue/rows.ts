/** A row of rm.categories as the marketplace lists it. */
export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  image_url: string;
}
