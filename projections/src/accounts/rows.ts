/** A row of rm.users. */
export interface UserRow {
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  address: string | null;
  postcode: string | null;
  profile_image_url: string | null;
  is_profile_complete: boolean;
  roles: string[];
  status: string;
}
