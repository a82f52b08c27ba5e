'use client';
/**
 * The back-office's side of the session's end (ASVS 5.0 7.3.1, 7.5.2): any admin call answered
 * 401 `unauthorized` (idle, revoked from another browser, expired) takes the browser to the
 * sign-in page, which says why and comes back here afterwards; and two minutes before the idle
 * timeout a notice offers to stay signed in. Both live in ./admin-data-providers.tsx.
 */
import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, onActivity, setSessionEndHandler } from '@/lib/browser/api-client';
import { ADMIN_IDLE_SECONDS } from '@/lib/contracts/admin/session';

/** The sign-in page after the session ended at `next` (a path with its query). */
export function loginAfterSessionEnd(next: string): string {
  return `/admin-login?${new URLSearchParams({ next, reason: 'expired' }).toString()}`;
}

const leaveFor = (url: string) => window.location.assign(url);

/**
 * Registers the 401 handler of the back-office: the first ended-session answer leaves for the
 * sign-in page with the current path and query as `next` (`navigate`: a full page load, so
 * nothing of the old session stays in memory; injectable for tests).
 */
export function SessionEndRedirect({ navigate = leaveFor }: { navigate?: (url: string) => void }) {
  useEffect(() => {
    let leaving = false;
    return setSessionEndHandler(() => {
      if (leaving) return; // a page's several refreshes fail together: one navigation
      leaving = true;
      navigate(loginAfterSessionEnd(`${window.location.pathname}${window.location.search}`));
    });
  }, [navigate]);
  return null;
}

interface IdleNoticeProps {
  /** The clock (epoch ms); injected by tests. */
  now?: () => number;
  idleSeconds?: number;
  /** How long before the idle end the notice shows. */
  warnSeconds?: number;
  /** How often the time left is looked at. */
  checkEveryMs?: number;
}

/**
 * "Stay signed in", shown `warnSeconds` before the idle end counted from this page's last
 * request that the server counts as activity (its own calls without `background`, and each
 * navigation, which the server renders). Its button makes one such call. At the idle end it
 * asks the server (as a background call, which is not activity): a 401 leaves through
 * SessionEndRedirect; a live session (another tab was in use) starts the count again.
 */
export function IdleNotice({
  now = Date.now,
  idleSeconds = ADMIN_IDLE_SECONDS,
  warnSeconds = 120,
  checkEveryMs = 15_000,
}: IdleNoticeProps) {
  const t = useTranslations('admin.common.idle');
  const pathname = usePathname();
  const last = useRef<number | null>(null);
  const [show, setShow] = useState(false);
  const [pending, setPending] = useState(false);

  // A navigation is rendered by the server: activity (the notice goes at the next look).
  useEffect(() => {
    last.current = now();
  }, [pathname, now]);

  useEffect(
    () =>
      onActivity(() => {
        last.current = now();
        setShow(false);
      }),
    [now],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      const idle = now() - (last.current ?? now());
      if (idle >= idleSeconds * 1000) {
        apiRequest('GET', '/api/admin/session', undefined, { background: true }).then(
          () => {
            last.current = now();
            setShow(false);
          },
          () => undefined, // 401: SessionEndRedirect leaves; anything else: try again next tick
        );
        return;
      }
      setShow(idle >= (idleSeconds - warnSeconds) * 1000);
    }, checkEveryMs);
    return () => clearInterval(timer);
  }, [now, idleSeconds, warnSeconds, checkEveryMs]);

  if (!show) return null;
  const stay = async () => {
    setPending(true);
    try {
      await apiRequest('GET', '/api/admin/session');
    } catch {
      toast({ title: t('failed'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-40 grid gap-3 rounded-xl border bg-card p-4 shadow-lg sm:left-auto sm:w-96"
    >
      <p className="text-sm">{t('expiring')}</p>
      <div>
        <Button size="sm" onClick={() => void stay()} disabled={pending}>
          {pending ? t('staying') : t('stay')}
        </Button>
      </div>
    </div>
  );
}
