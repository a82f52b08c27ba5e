'use client';
/**
 * The student area's exit (ASVS 5.0 7.4.1, 7.4.4): ends the session on the server
 * (POST /api/auth/logout, so a copied cookie stops working too), then forgets this browser's
 * lead id, and goes home (the home page of the page's language).
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { PlainButton } from '@/components/ui/plain-button';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/browser/api-client';
import { forgetLeadId } from '@/lib/browser/lead-storage';
import type { StudentCopy } from './student-copy';
import { LogOut } from './student-icons';

/** "Esci": logout, then the home page; a failure leaves the lead signed in and says so. */
export function LogoutButton({ copy }: { copy: StudentCopy }) {
  const t = copy.dashboard;
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await apiRequest('POST', '/api/auth/logout', undefined, { locale: copy.language });
    } catch {
      setPending(false);
      toast({ title: t.exitFailed, variant: 'destructive' });
      return;
    }
    router.replace(copy.links.home);
    forgetLeadId();
  };
  return (
    <PlainButton variant="outline" size="sm" onClick={() => void logout()} disabled={pending}>
      <LogOut aria-hidden="true" />
      {pending ? t.exiting : t.exit}
    </PlainButton>
  );
}
