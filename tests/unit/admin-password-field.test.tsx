/**
 * The back-office's one password field: its label names the input, an error is linked to it
 * (aria-invalid, aria-describedby), the show/hide button shows the typed password and hides it
 * again, and it works with react-hook-form's register.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/admin/common/password-field';
import { renderAdmin } from './support/render';

function Form({ onSend }: { onSend: (values: { password: string }) => void }) {
  const form = useForm({ defaultValues: { password: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSend)}>
      <PasswordField
        id="p"
        label="Password"
        hint="Almeno 12 caratteri."
        error={form.formState.errors.password?.message}
        {...form.register('password', { minLength: { value: 12, message: 'Troppo corta.' } })}
      />
      <button type="submit">Invia</button>
    </form>
  );
}

it('is labelled, links its hint and error, and sends through register', async () => {
  const onSend = jest.fn();
  const user = userEvent.setup();
  renderAdmin(<Form onSend={onSend} />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveAttribute('autocomplete', 'current-password');
  expect(input).toHaveAttribute('aria-invalid', 'false');
  expect(input).toHaveAttribute('aria-describedby', 'p-hint');

  await user.type(input, 'corta');
  await user.click(screen.getByRole('button', { name: 'Invia' }));
  expect(await screen.findByText('Troppo corta.')).toHaveAttribute('id', 'p-error');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAttribute('aria-describedby', 'p-hint p-error');
  expect(onSend).not.toHaveBeenCalled();

  await user.type(input, ' e ora lunga');
  await user.click(screen.getByRole('button', { name: 'Invia' }));
  expect(onSend.mock.calls[0]?.[0]).toEqual({ password: 'corta e ora lunga' });
});

it('shows and hides the password with its button', async () => {
  const user = userEvent.setup();
  renderAdmin(<PasswordField id="n" label="Nuova password" fresh defaultValue="segreta" />);
  const input = screen.getByLabelText('Nuova password');
  expect(input).toHaveAttribute('autocomplete', 'new-password');
  const show = screen.getByRole('button', { name: 'Mostra password' });
  expect(show).toHaveAttribute('aria-pressed', 'false');

  await user.click(show);
  expect(input).toHaveAttribute('type', 'text');
  const hide = screen.getByRole('button', { name: 'Nascondi password' });
  expect(hide).toHaveAttribute('aria-pressed', 'true');

  await user.click(hide);
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveValue('segreta');
});
