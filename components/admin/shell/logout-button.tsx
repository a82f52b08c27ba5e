'use client';
/**
 * Logout (docs/product.md §2.14): ends the session on the server (answered 2xx even when it had
 * already ended), then goes to the sign-in page.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/browser/api-client';

export function LogoutButton() {
  const t = useTranslations('admin.common');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await apiRequest('POST', '/api/admin/logout', undefined, { locale: 'it' });
      // Leave the back-office; refresh drops its server-rendered content from the router cache.
      router.replace('/admin-login');
      router.refresh();
    } catch {
      setPending(false);
      toast({ title: t('logoutFailed'), variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={logout} disabled={pending}>
      <LogOut className="size-4" aria-hidden="true" />
      {pending ? t('loggingOut') : t('logout')}
    </Button>
  );
}
