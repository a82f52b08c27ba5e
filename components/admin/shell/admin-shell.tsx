'use client';
/**
 * The frame of every back-office section (the /admin layout): the header with the signed-in
 * admin, the security page, "end my other sessions" and logout; the section list (beside the
 * content on wide screens, a sheet on phones); the section's title and content.
 */
import { useMemo, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { AdminRole } from '@/lib/contracts/admin/session';
import { sectionOfPath, sectionsFor } from './admin-nav';
import { AdminRoleProvider } from './admin-role';
import { AdminNavList, AdminNavSheet } from './admin-sidebar';
import { EndOtherSessionsButton } from './end-other-sessions-button';
import { LogoutButton } from './logout-button';
import { useSectionHrefs } from './section-memory';

/** The back-office frame for `username`, with the sections `role` may open. */
export function AdminShell({
  username,
  role,
  children,
}: {
  username: string;
  role: AdminRole;
  children: ReactNode;
}) {
  const t = useTranslations('admin.common');
  const tSecurity = useTranslations('admin.security');
  const pathname = usePathname();
  const sections = useMemo(() => sectionsFor(role), [role]);
  const hrefs = useSectionHrefs(sections);
  const section = sectionOfPath(pathname);

  return (
    <AdminRoleProvider role={role}>
      <div className="min-h-dvh bg-muted/40">
        <header className="border-b border-border bg-background">
          <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="flex min-w-0 items-center gap-3">
              <AdminNavSheet role={role} pathname={pathname} hrefs={hrefs} />
              <div className="min-w-0">
                <p className="text-base font-semibold">{t('brand')}</p>
                <p className="text-xs text-muted-foreground">{t('signedInAs', { username })}</p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Link
                href="/admin/security"
                className="text-sm text-primary underline-offset-4 hover:underline"
              >
                {tSecurity('link')}
              </Link>
              <EndOtherSessionsButton />
              <LogoutButton />
            </div>
          </div>
        </header>
        <div className="mx-auto flex max-w-screen-2xl gap-6 px-4 py-4">
          <aside className="hidden w-56 shrink-0 lg:block">
            <div className="sticky top-4">
              <AdminNavList role={role} pathname={pathname} hrefs={hrefs} />
            </div>
          </aside>
          <main className="grid min-w-0 flex-1 grid-cols-1 content-start gap-4">
            {section ? <h1 className="text-xl font-semibold">{t(`tabs.${section}`)}</h1> : null}
            {children}
          </main>
        </div>
      </div>
    </AdminRoleProvider>
  );
}
