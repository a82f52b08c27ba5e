/**
 * Landing-page registration form (docs/product.md §2.3a): the card, its heading and the
 * reassurance boxes are server-rendered; only the <form> is a client island, its texts
 * read here and passed as props (./landing-form-copy.ts).
 */
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CopyTranslator } from './campaign-form-copy';
import { landingFormCopy } from './landing-form-copy';
import { LandingFormFields } from './landing-form-fields';
import { RegistrationInfoBoxes } from './registration-info-boxes';

/** The form card shown in the home hero; `submitLabel` replaces the button's text. */
export function LandingRegistrationForm({ submitLabel }: { submitLabel?: string }) {
  const t = useTranslations('registration');
  const all = useTranslations() as unknown as CopyTranslator;
  return (
    <Card className="text-card-foreground shadow-xl">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <LandingFormFields
          label={t('title')}
          submitLabel={submitLabel}
          copy={landingFormCopy(all)}
        />
        <RegistrationInfoBoxes />
      </CardContent>
    </Card>
  );
}
