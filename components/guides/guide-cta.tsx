/**
 * Call to action of the info pages (docs/product.md §2.12): a band that links to the registration
 * form on the home page (`/#hero-form`). Its id is the target of the header's
 * free-access button on these pages.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ArrowRight } from '@/components/ui/server-icons';
import { Button } from '@/components/ui/button';

export const GUIDE_CTA_ID = 'registrazione';
export const REGISTRATION_HREF = '/#hero-form';

/** The call-to-action band with a title, a text and the registration link. */
export function GuideCta({
  title,
  text,
  button,
  id = GUIDE_CTA_ID,
}: {
  title: string;
  text: string;
  button: string;
  id?: string;
}) {
  const t = useTranslations('guides.common');
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl bg-gradient-to-br from-navy to-navy-soft px-6 py-10 text-center text-white sm:px-10"
    >
      <p className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
        {t('ctaEyebrow')}
      </p>
      <h2 id={`${id}-title`} className="mt-2 text-2xl font-bold text-balance sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-200">{text}</p>
      <Button asChild variant="accent" size="lg" className="mt-6">
        <Link href={REGISTRATION_HREF}>
          {button}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <p className="mt-4 text-xs text-slate-300">{t('ctaNote')}</p>
    </section>
  );
}
