'use client';
/**
 * 'Accesso non autorizzato' (docs/product.md §2.9, §8): no stored lead id, or the lead is not this
 * browser's (e.g. the German guide link opened on another device). Offers the sign-in and the
 * way home, both in the page's language.
 */
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import type { StudentCopy } from './student-copy';
import { Lock } from './student-icons';

/** Explains why the area is closed and leads to the sign-in or back home. */
export function UnauthorizedView({ copy }: { copy: StudentCopy }) {
  const t = copy.unauthorized;
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Lock className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="text-muted-foreground">{t.text}</p>
      <p className="text-sm text-muted-foreground">{t.hint}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link href={copy.links.login} className={buttonVariants()}>
          {t.login}
        </Link>
        <Link href={copy.links.home} className={buttonVariants({ variant: 'outline' })}>
          {t.backHome}
        </Link>
      </div>
    </div>
  );
}
