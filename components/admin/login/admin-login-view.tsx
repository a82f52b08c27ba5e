'use client';
/** /admin-login (docs/product.md §2.13): the sign-in card and the way back home. */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AdminLoginForm } from './admin-login-form';

/**
 * `next`: the page's ?next= value as it came (AdminLoginForm keeps only admin paths);
 * `expired`: the back-office sent the admin here because the session had ended (said first).
 */
export function AdminLoginView({
  next,
  expired = false,
}: {
  next: string | null;
  expired?: boolean;
}) {
  const t = useTranslations('admin.login');
  return (
    <main className="grid min-h-dvh place-items-center bg-muted px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle as="h1">{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          {expired ? (
            <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
              {t('expired')}
            </p>
          ) : null}
          <AdminLoginForm next={next} />
          <Link href="/" className="text-sm text-primary underline-offset-4 hover:underline">
            ← {t('backHome')}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
