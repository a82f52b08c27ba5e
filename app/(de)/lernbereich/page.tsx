/** The student area of German leads, twin of /student-dashboard (docs/product.md §2.1). */
import { StudentAreaPage } from '@/components/student/student-area-page';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { partnerBroker } from '@/lib/server/requests/partner-clicks';
import { pageGuideFacts } from '@/lib/server/leads/guide-files';

/** Static, regenerated with the partner broker in force, as /student-dashboard. */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('de', 'studentDashboard', '/lernbereich', { noIndex: true });
}

export default async function LernbereichPage() {
  const [partner, guides] = await Promise.all([partnerBroker(), pageGuideFacts('de')]);
  return <StudentAreaPage locale="de" partner={partner} guides={guides} />;
}
