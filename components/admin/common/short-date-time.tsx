'use client';
/**
 * The back-office's short date and time ("24/11/26, 09:15" in Italian): one format for every
 * list and card, in the operator's locale and the time zone next-intl is given (Europe/Rome).
 */
import { useFormatter } from 'next-intl';

/** `(iso) => '24/11/26, 09:15'`: an ISO 8601 instant as a short date and time. */
export function useShortDateTime(): (iso: string) => string {
  const format = useFormatter();
  return (iso) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
}

/** `<time dateTime={iso}>` showing the instant as a short date and time. */
export function ShortDateTime({ iso, className }: { iso: string; className?: string }) {
  const shortDateTime = useShortDateTime();
  return (
    <time dateTime={iso} className={className}>
      {shortDateTime(iso)}
    </time>
  );
}
