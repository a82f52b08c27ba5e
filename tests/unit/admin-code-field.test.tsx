/**
 * The back-office's one second-factor code field: autofilled from the authenticator app
 * (one-time-code); the app's 6 digits by default (numeric keyboard, a digit pattern), or a
 * recovery code as well (text keyboard, no pattern); its label names it and its error is
 * linked to it; it works with react-hook-form's register.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { CodeField } from '@/components/admin/common/code-field';
import { renderAdmin } from './support/render';

const NAMES = ['autocomplete', 'inputmode', 'pattern', 'autocapitalize', 'spellcheck'];
const attributesOf = (input: HTMLElement) =>
  Object.fromEntries(NAMES.map((name) => [name, input.getAttribute(name)]));

it('asks for the 6 digits of the app by default', () => {
  renderAdmin(<CodeField id="c" label="Codice di verifica" />);
  const input = screen.getByLabelText('Codice di verifica');
  expect(attributesOf(input)).toEqual({
    autocomplete: 'one-time-code',
    inputmode: 'numeric',
    pattern: '[0-9]{6}',
    autocapitalize: null,
    spellcheck: null,
  });
  const pattern = new RegExp(`^${input.getAttribute('pattern')}$`);
  expect(['123456', '12345', '12345a'].map((code) => pattern.test(code))).toEqual([
    true,
    false,
    false,
  ]);
});

it('takes a recovery code too when asked, with no digit pattern', () => {
  renderAdmin(<CodeField id="c" label="Codice di verifica o di recupero" recovery />);
  expect(attributesOf(screen.getByLabelText('Codice di verifica o di recupero'))).toEqual({
    autocomplete: 'one-time-code',
    inputmode: 'text',
    pattern: null,
    autocapitalize: 'off',
    spellcheck: 'false',
  });
});

function Form({ onSend }: { onSend: (values: { code: string }) => void }) {
  const form = useForm({ defaultValues: { code: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSend)}>
      <CodeField
        id="c"
        label="Codice"
        hint="Le 6 cifre dell'app."
        recovery
        error={form.formState.errors.code?.message}
        {...form.register('code', { required: 'Inserisci il codice.' })}
      />
      <button type="submit">Invia</button>
    </form>
  );
}

it('links its error and sends through register', async () => {
  const onSend = jest.fn();
  const user = userEvent.setup();
  renderAdmin(<Form onSend={onSend} />);
  const input = screen.getByLabelText('Codice');
  await user.click(screen.getByRole('button', { name: 'Invia' }));
  expect(await screen.findByText('Inserisci il codice.')).toHaveAttribute('id', 'c-error');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAttribute('aria-describedby', 'c-hint c-error');
  expect(input).toHaveFocus();

  await user.type(input, 'abcde-fgh01');
  await user.click(screen.getByRole('button', { name: 'Invia' }));
  expect(onSend.mock.calls[0]?.[0]).toEqual({ code: 'abcde-fgh01' });
});
