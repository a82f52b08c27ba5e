'use client';
/** /admin-login (SPEC.md §2.13): the sign-in card and the way back home. */
import { Suspense } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AdminLoginForm } from './admin-login-form';

export function AdminLoginView() {
  const t = useTranslations('admin.login');
  return (
    <main className="grid min-h-dvh place-items-center bg-muted px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle as="h1">{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <Suspense>
            <AdminLoginForm />
          </Suspense>
          <Link href="/" className="text-sm text-primary underline-offset-4 hover:underline">
            ← {t('backHome')}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
