'use client';
/**
 * Notification bell of /dashboard (docs/product.md §2.9): the badge counts exactly the
 * notifications listed in the panel it opens.
 */
import { useEffect, useState } from 'react';
import type { StudentCopy } from './student-copy';
import { Bell } from './student-icons';

/**
 * Bell button with count badge, toggling the list; `copy` holds the welcome notifications
 * (./student-copy.ts WELCOME_NOTIFICATIONS) and the button's label with their count.
 */
export function NotificationsMenu({ copy }: { copy: StudentCopy['dashboard']['notifications'] }) {
  const [open, setOpen] = useState(false);
  const count = copy.items.length;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="notifications-panel"
        aria-label={copy.button}
        onClick={() => setOpen((value) => !value)}
        className="relative flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Bell className="size-5" aria-hidden="true" />
        <span
          aria-hidden="true"
          className="absolute top-1.5 right-1.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-5 font-bold text-white"
        >
          {count}
        </span>
      </button>
      <div
        id="notifications-panel"
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-2 shadow-lg"
      >
        <h2 className="px-3 pt-2 pb-1 text-sm font-semibold">{copy.title}</h2>
        <ul className="grid">
          {copy.items.map((item) => (
            <li key={item.title} className="rounded-lg px-3 py-2 text-sm">
              <p className="font-medium">{item.title}</p>
              <p className="text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
