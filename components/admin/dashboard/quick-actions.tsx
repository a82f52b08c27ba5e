'use client';
/**
 * Quick actions that work: the CSV export of every lead (GET /api/admin/leads/export, a
 * download, owners only), and links to the campaigns tab (URL generator) and the live visitors
 * tab.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Download, Link2, Users } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useAdminRole } from '@/components/admin/shell/admin-role';

const action = cn(buttonVariants({ variant: 'outline' }), 'w-full justify-start');

export function QuickActions({ className }: { className?: string }) {
  const t = useTranslations('admin.dashboard');
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{t('quickActions')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        {useAdminRole() === 'owner' ? (
          <a
            href="/api/admin/leads/export"
            className={action}
            download
            title={t('exportLeadsHint')}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('exportLeads')}
          </a>
        ) : null}
        <Link href="/admin/campaigns" className={action}>
          <Link2 className="size-4" aria-hidden="true" />
          {t('openGenerator')}
        </Link>
        <Link href="/admin/visitors" className={action}>
          <Users className="size-4" aria-hidden="true" />
          {t('openVisitors')}
        </Link>
      </CardContent>
    </Card>
  );
}
