/**
 * Root layout of the back-office (docs/decisions.md §2): <html lang="it">, no cookie banner and no
 * visitor tracker, noindex, and only the admin catalogue (never shipped to public pages).
 */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AdminProviders } from '@/components/admin/shell/admin-providers';
import { SubmitGuard } from '@/components/layout/submit-guard';
import { adminMessages } from '@/messages/admin';
import '../admin.css';

export const metadata: Metadata = {
  title: { default: 'Amministrazione', template: '%s | Amministrazione' },
  robots: { index: false, follow: false, nocache: true },
};

export const viewport: Viewport = { themeColor: '#0b1f3a', width: 'device-width', initialScale: 1 };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="it">
      <body className="min-h-dvh">
        <SubmitGuard />
        <AdminProviders messages={adminMessages}>{children}</AdminProviders>
      </body>
    </html>
  );
}
