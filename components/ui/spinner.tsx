/** Loading indicator; with `label` it is announced (role="status"), without it is decorative. */
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Spinning circle. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const icon = <LoaderCircle className={cn('size-5 animate-spin', className)} aria-hidden="true" />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
