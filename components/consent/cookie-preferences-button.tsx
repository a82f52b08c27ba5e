'use client';
/** Footer button "Preferenze cookie": reopens the detailed cookie panel (docs/product.md §2.4). */
import { openCookiePreferences } from '@/lib/browser/consent';

/** A text button styled like the footer links. */
export function CookiePreferencesButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={openCookiePreferences}
      className="rounded text-left hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
    >
      {label}
    </button>
  );
}
