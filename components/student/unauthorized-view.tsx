'use client';
/** 'Accesso non autorizzato' (SPEC.md §2.9, §8): no stored lead id, or the lead is not this browser's. */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Lock } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';

/** Explains why the area is closed and leads back home. */
export function UnauthorizedView() {
  const t = useTranslations('student.unauthorized');
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Lock className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted-foreground">{t('text')}</p>
      <p className="text-sm text-muted-foreground">{t('hint')}</p>
      <Link href="/" className={buttonVariants({ className: 'mt-2' })}>
        {t('backHome')}
      </Link>
    </div>
  );
}
