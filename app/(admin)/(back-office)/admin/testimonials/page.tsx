import type { Metadata } from 'next';
import { TestimonialsTab } from '@/components/admin/testimonials/testimonials-tab';
import { requireAdminSection, type SearchParams } from '../_lib/require-section';

export const metadata: Metadata = { title: 'Testimonianze' };

/** /admin/testimonials: the testimonials (owners only) (docs/product.md §2.14). */
export default async function TestimonialsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminSection('testimonials', searchParams);
  return <TestimonialsTab />;
}
