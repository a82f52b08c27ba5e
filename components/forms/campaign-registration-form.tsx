/**
 * Reusable landing form (docs/product.md §2.3b) for campaign and sales pages: a themed card with
 * title, subtitle, compliance badges, the client form, educational and risk notices and
 * the reassurance footer. Server component: its texts are read in the language of the
 * campaign label (German for GERMAN/DEUTSCH campaigns), whatever the page's locale.
 */
import { getTranslations } from 'next-intl/server';
import { campaignFormCopy, type CopyTranslator } from './campaign-form-copy';
import { CampaignFormFields } from './campaign-form-fields';
import { campaignLanguage } from '../../lib/campaigns/target';
import { THEME_CLASSES, type CampaignTheme } from './form-themes';

/** Configuration of one embedded form. */
export interface CampaignRegistrationFormProps {
  title: string;
  subtitle: string;
  buttonText: string;
  theme: CampaignTheme;
  /** Destination after SMS verification (German campaigns: /willkommen-deutsch). */
  redirectPath?: string;
  /** Campaign label (e.g. CRYPTO_EDUCATION_GUIDE); the address's `campaign` wins. */
  campaign: string;
  /** id of the card, the target of the page's scroll-to-form buttons. */
  id?: string;
}

const BADGES = ['gdpr', 'ssl', 'free', 'education'] as const;

/** The themed form card. */
export async function CampaignRegistrationForm(props: CampaignRegistrationFormProps) {
  const language = campaignLanguage(props.campaign);
  const t = (await getTranslations({ locale: language })) as unknown as CopyTranslator;
  const theme = THEME_CLASSES[props.theme];
  const titleId = `${props.id ?? 'campaign-form'}-title`;
  return (
    <section
      id={props.id}
      aria-labelledby={titleId}
      lang={language}
      data-theme={props.theme}
      className="scroll-mt-24 overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-xl"
    >
      <div className={`h-2 ${theme.band}`} />
      <div className="grid grid-cols-1 gap-4 p-5 sm:p-6">
        <header className="grid gap-1.5">
          <h2 id={titleId} className="text-xl leading-tight font-bold">
            {props.title}
          </h2>
          <p className="text-sm text-muted-foreground">{props.subtitle}</p>
        </header>
        <ul className="flex flex-wrap gap-2" aria-label={t('campaignForm.badgesLabel')}>
          {BADGES.map((badge) => (
            <li
              key={badge}
              className={`rounded-full border px-2.5 py-1 text-xs font-semibold ${theme.soft} ${theme.border}`}
            >
              {t(`campaignForm.badges.${badge}`)}
            </li>
          ))}
        </ul>
        <CampaignFormFields
          campaign={props.campaign}
          redirectPath={props.redirectPath}
          buttonText={props.buttonText}
          buttonClass={theme.button}
          label={props.title}
          copy={campaignFormCopy(t, language)}
        />
        <div className="grid gap-2 rounded-lg bg-muted p-3 text-xs text-muted-foreground">
          <p>{t('campaignForm.notices.educational')}</p>
          <p className="font-medium text-foreground">{t('campaignForm.notices.risk')}</p>
        </div>
        <p className="text-center text-xs font-medium text-muted-foreground">
          {t('campaignForm.footer')}
        </p>
      </div>
    </section>
  );
}
