/** Student area, target of registration and verification (docs/product.md §2.1); German twin: /lernbereich. */
import { StudentAreaPage } from '@/components/student/student-area-page';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { partnerBroker } from '@/lib/server/requests/partner-clicks';
import { pageGuideFacts } from '@/lib/server/leads/guide-files';

/**
 * Static, regenerated with the partner broker in force: at once on a settings save
 * (revalidatePath; every app instance on PostgreSQL shares the page cache), and at most a
 * minute after a rebuild.
 */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('it', 'studentDashboard', '/student-dashboard', { noIndex: true });
}

export default async function StudentDashboardPage() {
  const [partner, guides] = await Promise.all([partnerBroker(), pageGuideFacts('it')]);
  return <StudentAreaPage locale="it" partner={partner} guides={guides} />;
}
