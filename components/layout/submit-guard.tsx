/**
 * The inline script that keeps an unhydrated form from submitting natively
 * (lib/browser/submit-guard.ts); rendered first in every root layout's body.
 */
import { SUBMIT_GUARD_SCRIPT } from '@/lib/browser/submit-guard';

/** `<script>` with SUBMIT_GUARD_SCRIPT. */
export function SubmitGuard() {
  return <script dangerouslySetInnerHTML={{ __html: SUBMIT_GUARD_SCRIPT }} />;
}
