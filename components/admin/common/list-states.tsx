'use client';
/**
 * The states of a back-office list besides its rows: the load error (the server's message when
 * it sent one, and a retry) and the empty result (with a button to reset the filters). The tab
 * passes its own strings.
 */
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/browser/api-client';

/** The list could not be loaded: `message` plus the server's reason, and a retry button. */
export function ListLoadError({
  error,
  message,
  retry,
  onRetry,
}: {
  error: unknown;
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  const reason = errorMessage(error, '');
  return (
    <div
      role="alert"
      className="grid grid-cols-1 justify-items-start gap-2 rounded-md bg-destructive/10 p-4"
    >
      <p className="text-sm text-destructive">
        {message}
        {reason ? `: ${reason}` : ''}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

/** No entry matches the filters: a title, a hint and a button that resets the filters. */
export function ListEmpty({
  title,
  hint,
  reset,
  onReset,
}: {
  title: string;
  hint: string;
  reset: string;
  onReset: () => void;
}) {
  return (
    <div className="grid grid-cols-1 justify-items-center gap-2 rounded-xl border border-border bg-card p-8 text-center">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <Button variant="outline" size="sm" onClick={onReset}>
        {reset}
      </Button>
    </div>
  );
}
