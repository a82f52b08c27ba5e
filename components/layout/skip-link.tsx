/**
 * "Skip to content" link for keyboard users (WCAG 2.4.1), visible only when focused; jumps
 * to the page's <main id="contenuto">.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#contenuto"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
    >
      {label}
    </a>
  );
}
