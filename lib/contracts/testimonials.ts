/**
 * Testimonials as the public pages show them (docs/product.md §3 "Testimonial", docs/decisions.md §5): the
 * ones the operator published, each with the person's consent on file, or none, and then the
 * pages show their illustrative examples, labelled as such.
 */
import type { Locale } from '@/lib/i18n/locales';

/** A published testimonial, without its consent record. */
export interface PublicTestimonial {
  id: number;
  locale: Locale;
  name: string;
  role: string;
  location: string;
  /** 1 to 5. */
  rating: number;
  course: string;
  /** An https:// address or a path on this site; null: initials are shown. */
  imageUrl: string | null;
  text: string;
  completedCourses: number;
  studyTime: string;
}
