/**
 * The contact fields both registration forms share (docs/product.md §2.3a, §2.3b): first and last
 * name side by side, email (type email) and mobile phone (type tel, with the
 * international-format hint). Texts and errors come from the form, already translated.
 */
import { TextInput } from './field-controls';
import { FormField } from './form-field';

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

interface FieldText {
  label: string;
  placeholder: string;
}

export interface ContactFieldsProps {
  texts: Record<ContactField, FieldText> & { phone: { hint: string } };
  /** Element id of a field (e.g. 'email' or 'cf-email'). */
  idOf: (name: ContactField) => string;
  errorOf: (name: ContactField) => string | undefined;
  /** Red asterisks after the labels (reusable form). */
  requiredMark?: boolean;
}

const INPUTS: Record<ContactField, Partial<Parameters<typeof TextInput>[0]>> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/** First name, last name, email and phone with labels, hints and errors. */
export function ContactFields({ texts, idOf, errorOf, requiredMark }: ContactFieldsProps) {
  const render = (name: ContactField) => (
    <FormField
      id={idOf(name)}
      label={texts[name].label}
      hint={name === 'phone' ? texts.phone.hint : undefined}
      error={errorOf(name)}
      requiredMark={requiredMark}
    >
      {(a11y) => (
        <TextInput {...a11y} {...INPUTS[name]} name={name} placeholder={texts[name].placeholder} />
      )}
    </FormField>
  );
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {render('firstName')}
        {render('lastName')}
      </div>
      {render('email')}
      {render('phone')}
    </>
  );
}
