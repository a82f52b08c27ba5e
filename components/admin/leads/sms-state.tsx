'use client';
/**
 * The last SMS's delivery state in a few words: the leads table's line under the verification
 * badge, and the detail's text. A lost SMS (not sent, failed, expired) stands out, so that
 * the operator tells it from a code the lead did not type.
 */
import { useTranslations } from 'next-intl';
import type { LastSms } from '@/lib/contracts/admin/leads';
import { cn } from '@/lib/utils';

/** Whether `sms` never reached the phone. */
export function smsLost(sms: LastSms): boolean {
  return sms.state === 'not_sent' || sms.state === 'failed' || sms.state === 'expired';
}

/** The state's words with the provider's error code, e.g. 'SMS non consegnato · codice …'. */
export function useSmsStateText(): (sms: LastSms | null) => string {
  const t = useTranslations('admin.leads.sms');
  return (sms) => {
    if (!sms) return t('none');
    const state = t(`state.${sms.state}`);
    return sms.errorCode && smsLost(sms)
      ? `${state} · ${t('errorCode', { code: sms.errorCode })}`
      : state;
  };
}

export function SmsState({ sms }: { sms: LastSms | null }) {
  const text = useSmsStateText();
  const lost = sms !== null && smsLost(sms);
  return (
    <span
      className={cn(
        'mt-1 block text-xs',
        lost ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
    >
      {text(sms)}
    </span>
  );
}
