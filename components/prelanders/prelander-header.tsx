/**
 * Slim header of the pre-landers (docs/product.md §2.10): skip link and brand only, so that the
 * page keeps one clear call to action.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { GraduationCap } from '@/components/ui/server-icons';
import { SkipLink } from '@/components/layout/skip-link';

/** The pre-lander header. */
export function PrelanderHeader() {
  const t = useTranslations('common');
  return (
    <header className="border-b border-white/10 bg-navy">
      <SkipLink label={t('skipToContent')} />
      <div className="mx-auto flex h-14 max-w-6xl items-center px-4 sm:px-6">
        <Link
          href="/"
          className="flex items-center gap-2 rounded-md font-bold text-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-white/10">
            <GraduationCap className="size-5" aria-hidden="true" />
          </span>
          {t('brand')}
        </Link>
      </div>
    </header>
  );
}
