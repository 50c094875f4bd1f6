/** A review as the service page shows it: the reviewer by first name only. */
export interface ReviewRow {
  booking_id: string;
  rating: number;
  title: string | null;
  review_text: string | null;
  photos: string[];
  helpful_votes: number;
  first_name: string | null;
  created_at: Date;
}
