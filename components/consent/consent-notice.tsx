'use client';
/**
 * Short cookie notice (docs/product.md §2.4): text, policy links, and the three choices. Reject and
 * accept share one style so that refusing is as easy as accepting (Garante 2021).
 */
import Link from 'next/link';
// buttonVariants only (no Button/cn): keeps tailwind-merge and Radix Slot off every page.
import { buttonVariants } from '@/components/ui/button-variants';
import type { ConsentLabels, ConsentLinks } from './consent-labels';

interface ConsentNoticeProps {
  labels: ConsentLabels;
  /** The policy pages in the page's language. */
  links: ConsentLinks;
  headingId: string;
  /** Pre-rendered and not hydrated yet: the buttons cannot act, so say so (aria-disabled). */
  pending?: boolean;
  onManage: () => void;
  onRejectAll: () => void;
  onAcceptAll: () => void;
}

/** The first view of the banner. */
export function ConsentNotice({ labels, links, headingId, pending, ...on }: ConsentNoticeProps) {
  // Shared by the three choices: a plain button that says when it cannot act yet.
  const action = { type: 'button', 'aria-disabled': pending ? 'true' : undefined } as const;
  const link = 'font-semibold text-primary underline underline-offset-2 hover:text-primary-hover';
  return (
    <div className="pr-10">
      <h2 id={headingId} tabIndex={-1} className="text-lg font-bold text-foreground outline-none">
        {labels.title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{labels.text}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {/* No prefetch: every first visit shows these, few follow them. */}
        <Link href={links.privacy} prefetch={false} className={link}>
          {labels.privacyLink}
        </Link>
        <Link href={links.cookies} prefetch={false} className={link}>
          {labels.cookieLink}
        </Link>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
        <button
          {...action}
          className={`${buttonVariants({ variant: 'outline' })} order-last col-span-2 sm:order-none`}
          onClick={on.onManage}
        >
          {labels.manage}
        </button>
        <button {...action} className={buttonVariants()} onClick={on.onRejectAll}>
          {labels.rejectAll}
        </button>
        <button {...action} className={buttonVariants()} onClick={on.onAcceptAll}>
          {labels.acceptAll}
        </button>
      </div>
    </div>
  );
}
