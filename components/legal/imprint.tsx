/**
 * The Impressum (§ 5 DDG) on the shared legal layout: each section lists its operator details
 * (lib/site/operator.ts) as the settings give them — stored in the back-office, else the
 * environment. A detail set in neither place is not left out silently: the page names the
 * settings-tab field and the environment variable that would fill it.
 */
import { useTranslations } from 'next-intl';
import adminSettings from '@/messages/admin/settings.json';
import { OPERATOR_ENV, type OperatorDetails, type OperatorField } from '@/lib/site/operator';
import { LegalPage } from './legal-page';
import { legalLinkClass } from './legal-rich';

/** The details each section shows, in order. */
const SECTION_FIELDS = {
  anbieter: ['name', 'address'],
  kontakt: ['email', 'phone'],
  register: ['register'],
  umsatzsteuer: ['vatId'],
} as const satisfies Record<string, readonly OperatorField[]>;

/** The whole imprint page for `operator` (the details in force). */
export function Imprint({ operator }: { operator: OperatorDetails }) {
  const extras = Object.fromEntries(
    Object.entries(SECTION_FIELDS).map(([section, fields]) => [
      section,
      <OperatorDetailList key={section} fields={fields} operator={operator} />,
    ]),
  );
  return <LegalPage page="imprint" extras={extras} />;
}

/** One section's details as a definition list. */
function OperatorDetailList(props: {
  fields: readonly OperatorField[];
  operator: OperatorDetails;
}) {
  const t = useTranslations('legal.imprint');
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-border bg-card p-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {props.fields.map((field) => {
        const value = props.operator[field];
        return (
          <div key={field} className="contents" data-operator-field={field}>
            <dt className="font-semibold text-foreground">{t(`fields.${field}`)}</dt>
            <dd className="break-words">
              {value ? (
                <OperatorValue field={field} value={value} />
              ) : (
                <span data-missing-setting={OPERATOR_ENV[field]} className="text-destructive">
                  {t('missing', {
                    field: adminSettings.operatorFields[field],
                    env: OPERATOR_ENV[field],
                  })}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A detail as text; e-mail and phone as links that write or dial. */
function OperatorValue({ field, value }: { field: OperatorField; value: string }) {
  if (field === 'email')
    return (
      <a href={`mailto:${value}`} className={legalLinkClass}>
        {value}
      </a>
    );
  if (field === 'phone')
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, '')}`} className={legalLinkClass}>
        {value}
      </a>
    );
  return <>{value}</>;
}
