'use client';
import { SectionError } from '@/components/admin/shell/section-state';

/** The section failed: said in its place, with a retry; the other sections stay usable. */
export default function SectionErrorBoundary({ reset }: { error: Error; reset: () => void }) {
  return <SectionError section="experiments" reset={reset} />;
}
