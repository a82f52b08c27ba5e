/**
 * The cookie policy (docs/product.md §2.12, §9): the shared legal layout plus the two tables —
 * the site's own technical storage and the third-party services with their durations.
 */
import { LegalPage } from './legal-page';
import { LegalTable } from './legal-table';

/** The /cookie-policy page body. */
export function CookiePolicy() {
  return (
    <LegalPage
      page="cookies"
      extras={{
        'cookie-del-sito': (
          <LegalTable
            page="cookies"
            table="own"
            columns={['name', 'type', 'purpose', 'duration']}
          />
        ),
        'terze-parti': (
          <LegalTable
            page="cookies"
            table="thirdParty"
            columns={['service', 'purpose', 'category', 'duration']}
          />
        ),
      }}
    />
  );
}
