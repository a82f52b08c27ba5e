'use client';
/**
 * The consent checkbox (SPEC.md §2.3a, DESIGN.md §5): unticked at first, required, with
 * links to the privacy policy and the terms of service.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from './form-field';

interface PrivacyConsentFieldProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur: () => void;
  error?: string;
}

const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';

/** Checkbox plus its label; the error is linked with aria-describedby. */
export function PrivacyConsentField({
  checked,
  onCheckedChange,
  onBlur,
  error,
}: PrivacyConsentFieldProps) {
  const t = useTranslations('registration');
  const errorId = error ? 'privacyAccepted-error' : undefined;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <Checkbox
          id="privacyAccepted"
          name="privacyAccepted"
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          onBlur={onBlur}
          required
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
          className="mt-0.5"
        />
        <label htmlFor="privacyAccepted" className="text-sm leading-snug text-muted-foreground">
          {t.rich('privacy', {
            privacy: (chunks) => (
              <Link href="/privacy-policy" className={linkClass} target="_blank">
                {chunks}
              </Link>
            ),
            terms: (chunks) => (
              <Link href="/terms-of-service" className={linkClass} target="_blank">
                {chunks}
              </Link>
            ),
          })}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
