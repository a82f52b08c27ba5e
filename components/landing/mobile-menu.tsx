'use client';
/**
 * Mobile navigation (docs/product.md §2.2): a toggle with aria-expanded that opens and closes the
 * link panel; Escape and choosing a link close it. The panel exists only while open: served
 * closed, its links (the header's own, again) would weigh on every public page's HTML for a
 * panel that cannot open before the island has hydrated anyway.
 */
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { Glyph } from '../ui/glyph';

/** The toggle's two icons (lucide's "menu" and "x"), drawn inline (components/ui/glyph.tsx says why). */
function ToggleIcon({ open }: { open: boolean }) {
  return <Glyph d={open ? 'M18 6 6 18M6 6l12 12' : 'M4 5h16M4 12h16M4 19h16'} className="size-6" />;
}

/** One header link: a route ('/about') or an in-page anchor ('#biblioteca'). */
export interface NavLink {
  href: string;
  label: string;
}

interface MobileMenuProps {
  links: NavLink[];
  login: NavLink;
  labels: { open: string; close: string; nav: string };
}

const itemClass =
  'block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Menu button plus the panel it controls; hidden from xl up. */
export function MobileMenu({ links, login, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        className="flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ToggleIcon open={open} />
      </button>
      {open ? (
        <div
          id="mobile-menu"
          className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-card shadow-lg"
        >
          <nav aria-label={labels.nav} className="mx-auto max-w-7xl px-3 py-3 sm:px-6">
            <ul className="grid gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  {link.href.includes('#') ? (
                    <a href={link.href} className={itemClass} onClick={close}>
                      {link.label}
                    </a>
                  ) : (
                    <Link href={link.href} className={itemClass} onClick={close}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
              <li className="border-t border-border pt-1 sm:hidden">
                <Link href={login.href} className={itemClass} onClick={close}>
                  {login.label}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      ) : null}
    </div>
  );
}
