/**
 * Loading indicator; with `label` it is announced (role="status"), without it is decorative.
 * `className` replaces the default size and colour (e.g. "size-8 text-primary"); plain class
 * strings, so client islands showing it need no tailwind-merge.
 */
import { Glyph } from './glyph';

/** Spinning circle. */
export function Spinner({ className = 'size-5', label }: { className?: string; label?: string }) {
  // lucide's loader-circle.
  const icon = <Glyph d="M21 12a9 9 0 1 1-6.219-8.56" className={`animate-spin ${className}`} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
