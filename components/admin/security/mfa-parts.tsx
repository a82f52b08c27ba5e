'use client';
/**
 * The pieces of an enrolment that /admin/security and the enrolment link's page (/admin-enrol)
 * share: the QR code with the key to type in, and the recovery codes shown once. Strings from
 * `admin.security`.
 */
import { useTranslations } from 'next-intl';

/** A QR code of an otpauth:// URL, as a data: URL (made in the browser, loads `qrcode` lazily). */
export async function qrDataUrl(otpauthUrl: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(otpauthUrl);
}

/** The QR code (`qr`: a data: URL) and the key (`secret`) for the authenticator app. */
export function MfaScan({ qr, secret }: { qr: string; secret: string }) {
  const t = useTranslations('admin.security');
  return (
    <>
      <p>{t('scan')}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made in the browser */}
      <img src={qr} alt={t('qrAlt')} width={200} height={200} />
      <p className="text-sm">
        {t('secret')} <code data-testid="mfa-secret">{secret}</code>
      </p>
    </>
  );
}

/** The ten recovery codes, listed this once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTranslations('admin.security');
  return (
    <>
      <p>{t('recoveryIntro')}</p>
      <ul aria-label={t('recoveryLabel')} className="grid grid-cols-2 gap-1 font-mono">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </>
  );
}
