/** The back-office's loading state while the session is checked speaks Italian. */
import { screen } from '@testing-library/react';
import { AdminVerifying } from '@/components/admin/shell/admin-verifying';
import { renderAdmin } from './support/render';

it("says «Verifica dell'accesso all'amministrazione...», not English", () => {
  renderAdmin(<AdminVerifying />);
  expect(screen.getByRole('status')).toHaveTextContent(
    "Verifica dell'accesso all'amministrazione...",
  );
  expect(screen.queryByText(/Verifying/)).toBeNull();
});
