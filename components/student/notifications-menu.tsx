'use client';
/**
 * Notification bell of /dashboard (docs/product.md §2.9): the badge counts exactly the
 * notifications listed in the panel it opens.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Bell } from 'lucide-react';

/** Welcome notifications shown to every new student (keys under student.dashboard.notifications.items). */
export const WELCOME_NOTIFICATIONS = ['welcome', 'library', 'risk'] as const;

/** Bell button with count badge, toggling the list. */
export function NotificationsMenu() {
  const t = useTranslations('student.dashboard.notifications');
  const [open, setOpen] = useState(false);
  const count = WELCOME_NOTIFICATIONS.length;

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
        aria-label={t('button', { count })}
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
        <h2 className="px-3 pt-2 pb-1 text-sm font-semibold">{t('title')}</h2>
        <ul className="grid">
          {WELCOME_NOTIFICATIONS.map((key) => (
            <li key={key} className="rounded-lg px-3 py-2 text-sm">
              <p className="font-medium">{t(`items.${key}.title`)}</p>
              <p className="text-muted-foreground">{t(`items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
