/**
 * What the code page shows where its form will be, before the browser knows the tab's phone
 * (the server's paint, then the island's first render): a spinner in a box as tall as the code
 * form on a phone (about 334 px with the back link), so that nothing under it moves when the
 * form arrives (tests/e2e/first-paint.spec.ts).
 */
import { Spinner } from '@/components/ui/spinner';

/** The placeholder, its spinner announced as `label`. */
export function FormPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex min-h-84 items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
