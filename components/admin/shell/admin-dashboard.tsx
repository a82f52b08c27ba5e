'use client';
/**
 * The back-office (SPEC.md §2.14): header with the signed-in admin, "end my other sessions" and
 * logout, and the tabs as URL state (`/admin?tab=leads&…`): linkable, the back button works,
 * keyboard-operable (Radix Tabs: arrow keys, Home, End). Only the active tab is mounted, so
 * only it fetches, and only its code is loaded.
 */
import Link from 'next/link';
import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { useTranslations } from 'next-intl';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ADMIN_PANELS } from './admin-panels';
import type { AdminRole } from '@/lib/contracts/admin/session';
import { AdminRoleProvider } from './admin-role';
import { tabsFor, type AdminTab } from './admin-tabs';
import { EndOtherSessionsButton } from './end-other-sessions-button';
import { LogoutButton } from './logout-button';

/** The whole back-office for `username`, with the tabs `role` may use. */
export function AdminDashboard({ username, role }: { username: string; role: AdminRole }) {
  const t = useTranslations('admin.common');
  const tSecurity = useTranslations('admin.security');
  const tabs = tabsFor(role);
  const [tab, setTab] = useQueryState(
    'tab',
    parseAsStringLiteral(tabs).withDefault('dashboard').withOptions({ history: 'push' }),
  );

  return (
    <AdminRoleProvider role={role}>
      <div className="min-h-dvh bg-muted/40">
        <header className="border-b border-border bg-background">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="text-base font-semibold">{t('brand')}</p>
              <p className="text-xs text-muted-foreground">{t('signedInAs', { username })}</p>
            </div>
            <div className="flex flex-wrap gap-2">
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
        <main className="mx-auto max-w-7xl px-4 py-4">
          <Tabs value={tab} onValueChange={(value) => void setTab(value as AdminTab)}>
            <div className="-mx-4 overflow-x-auto px-4 pb-1">
              <TabsList aria-label={t('tabsLabel')}>
                {tabs.map((id) => (
                  <TabsTrigger key={id} value={id}>
                    {t(`tabs.${id}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {tabs.map((id) => {
              const Panel = ADMIN_PANELS[id];
              return (
                <TabsContent key={id} value={id}>
                  <h1 className="sr-only">{t(`tabs.${id}`)}</h1>
                  <Panel />
                </TabsContent>
              );
            })}
          </Tabs>
        </main>
      </div>
    </AdminRoleProvider>
  );
}
