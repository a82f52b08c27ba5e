'use client';
/**
 * The toast of a failed back-office write: what failed as its title, and under it what the
 * server said (`{error:{message}}`, in the request's language: why it refused, e.g. the lead
 * unsubscribed), so the operator learns what happened rather than only that it did.
 */
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/browser/api-client';

/** A destructive toast titled `title`, with the server's message of `error` when it sent one. */
export function toastFailure(title: string, error: unknown): void {
  toast({ title, description: errorMessage(error, '') || undefined, variant: 'destructive' });
}
