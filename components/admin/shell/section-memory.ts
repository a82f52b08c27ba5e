'use client';
/**
 * Each section's last own query (its filters, page, open lead), kept per browser tab in
 * sessionStorage, so the sidebar link of a section comes back to it as it was left, and one
 * section's query never reaches another (Leads and Calls share the keys `q`, `status`,
 * `period`, `page`).
 */
import { useEffect, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { sectionOfPath, sectionPath, type AdminSection } from './admin-nav';

const key = (section: AdminSection) => `admin:section-query:${section}`;

function readQuery(section: AdminSection): string {
  try {
    return window.sessionStorage.getItem(key(section)) ?? '';
  } catch {
    return ''; // storage refused (privacy mode): the bare section path
  }
}

/**
 * The sidebar's link of each of `sections`: its path with the query it had when last shown
 * in this browser tab. Records the current section's query as the URL changes.
 */
export function useSectionHrefs(
  sections: readonly AdminSection[],
): Partial<Record<AdminSection, string>> {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const current = sectionOfPath(pathname);
  // Read on each change of the URL; stored once the page is in the browser (the server has no
  // sessionStorage, and the first render must match its HTML: bare paths until then).
  const [stored, setStored] = useState<Partial<Record<AdminSection, string>>>({});
  useEffect(() => {
    if (current && pathname === sectionPath(current)) {
      try {
        window.sessionStorage.setItem(key(current), search);
      } catch {
        // storage refused: nothing kept
      }
    }
    const read = () => setStored(Object.fromEntries(sections.map((s) => [s, readQuery(s)])));
    // after this render, like a subscription's callback: the links follow the storage
    const frame = window.requestAnimationFrame(read);
    return () => window.cancelAnimationFrame(frame);
  }, [current, pathname, search, sections]);
  return Object.fromEntries(
    sections.map((section) => {
      // the current section's link is its URL as it is now
      const query = section === current ? search : stored[section];
      return [section, `${sectionPath(section)}${query ? `?${query}` : ''}`];
    }),
  );
}
