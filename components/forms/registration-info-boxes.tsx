/** The three reassurance boxes under the landing form (docs/product.md §2.3a). */
import { useTranslations } from 'next-intl';
import { BadgeCheck, GraduationCap, ShieldCheck } from '@/components/ui/server-icons';

const BOXES = [
  ['free', GraduationCap],
  ['certified', BadgeCheck],
  ['gdpr', ShieldCheck],
] as const;

/** Free platform, certified content, GDPR note. */
export function RegistrationInfoBoxes() {
  const t = useTranslations('registration.info');
  return (
    <ul className="grid gap-2">
      {BOXES.map(([key, Icon]) => (
        <li key={key} className="flex items-start gap-3 rounded-lg bg-muted p-3 text-sm">
          <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t(`${key}.title`)}</p>
            <p className="text-muted-foreground">{t(`${key}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
