import { SectionLoading } from '@/components/admin/shell/section-state';

/** While the section loads (the session check, its data and its code). */
export default function Loading() {
  return <SectionLoading section="experiments" />;
}
