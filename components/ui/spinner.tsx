/**
 * Loading indicator; with `label` it is announced (role="status"), without it is decorative.
 * `className` replaces the default size and colour (e.g. "size-8 text-primary"); plain class
 * strings, so client islands showing it need no tailwind-merge.
 */
import { LoaderCircle } from 'lucide-react';

/** Spinning circle. */
export function Spinner({ className = 'size-5', label }: { className?: string; label?: string }) {
  const icon = <LoaderCircle className={`animate-spin ${className}`} aria-hidden="true" />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
