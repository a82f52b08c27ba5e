'use client';
/**
 * The student area's exit (ASVS 5.0 7.4.1, 7.4.4): ends the session on the server
 * (POST /api/auth/logout, so a copied cookie stops working too), then forgets this browser's
 * lead id and cached lead data, and goes home (the home page of the page's language).
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { LogOut } from 'lucide-react';
import { PlainButton } from '@/components/ui/plain-button';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/browser/api-client';
import { forgetLeadId } from '@/lib/browser/lead-storage';
import { HOME_PATHS } from '@/lib/site/routes';
import { leadKeys } from './lead-keys';

/** "Esci": logout, then the home page; a failure leaves the lead signed in and says so. */
export function LogoutButton() {
  const t = useTranslations('student.dashboard');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await apiRequest('POST', '/api/auth/logout', undefined, { locale });
    } catch {
      setPending(false);
      toast({ title: t('exitFailed'), variant: 'destructive' });
      return;
    }
    router.replace(HOME_PATHS[locale === 'de' ? 'de' : 'it']);
    queryClient.removeQueries({ queryKey: leadKeys.all });
    forgetLeadId();
  };
  return (
    <PlainButton variant="outline" size="sm" onClick={() => void logout()} disabled={pending}>
      <LogOut aria-hidden="true" />
      {pending ? t('exiting') : t('exit')}
    </PlainButton>
  );
}
