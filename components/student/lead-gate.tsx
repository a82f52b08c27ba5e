'use client';
/**
 * Gate of the student pages (docs/product.md §4 "Dashboard"): no stored lead id or a refused
 * lookup → unauthorised view; loading → spinner; loaded → `children(lead)`.
 */
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/browser/api-client';
import type { StudentLead } from '@/lib/contracts/leads';
import type { StudentCopy } from './student-copy';
import { UnauthorizedView } from './unauthorized-view';
import { useLead } from './use-lead';
import { useStoredLeadId } from './use-stored-lead-id';

/** Renders `children` with the lead once this browser is allowed to see it. */
export function LeadGate({
  copy,
  children,
}: {
  copy: StudentCopy;
  children: (lead: StudentLead) => ReactNode;
}) {
  const leadId = useStoredLeadId();
  const query = useLead(leadId ?? null);

  if (leadId === null) return <UnauthorizedView copy={copy} />;
  if (query.isError) {
    const refused = query.error instanceof ApiError && [401, 403, 404].includes(query.error.status);
    if (refused) return <UnauthorizedView copy={copy} />;
    return (
      <div
        role="alert"
        className="mx-auto grid max-w-md justify-items-center gap-3 py-10 text-center"
      >
        <h1 className="text-xl font-bold">{copy.error.title}</h1>
        <p className="text-muted-foreground">{copy.error.text}</p>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={query.reload}
        >
          {copy.error.retry}
        </button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8 text-primary" label={copy.loading} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
