/**
 * The settings tab's Impressum group: stored values in the fields, the environment's value in
 * force named beside its field (and the variable a stored value overrides), a field set nowhere
 * said to be missing on /impressum; the route's schema checks before sending, and a save goes
 * to its own endpoint.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperatorForm } from '@/components/admin/settings/operator-form';
import type { OperatorSettingsResponse } from '@/lib/contracts/admin/operator';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const CURRENT: OperatorSettingsResponse = {
  operator: {
    name: 'Accademia Trading GmbH',
    address: 'Via Roma 1, 20121 Milano, Italia',
    email: null,
    phone: null,
    register: null,
    vatId: null,
  },
  sources: {
    name: 'stored',
    address: 'env',
    email: null,
    phone: null,
    register: null,
    vatId: null,
  },
};

describe('Impressum settings', () => {
  it('shows stored values, the environment default and the missing fields', () => {
    renderAdmin(<OperatorForm current={CURRENT} />);
    const name = screen.getByLabelText('Nome o ragione sociale del gestore');
    expect(name).toHaveValue('Accademia Trading GmbH');
    expect(name).toHaveAccessibleDescription(/Salvato qui: prevale su OPERATOR_NAME/);
    const address = screen.getByLabelText('Indirizzo postale');
    expect(address).toHaveValue('');
    expect(address).toHaveAccessibleDescription(
      /Ora dalle variabili d'ambiente \(OPERATOR_ADDRESS\): Via Roma 1, 20121 Milano, Italia/,
    );
    expect(screen.getByLabelText('Telefono')).toHaveAccessibleDescription(
      /Non impostato: la pagina \/impressum lo segnala \(OPERATOR_PHONE\)/,
    );
  });

  it('checks with the route schema, then saves to /api/admin/settings/operator', async () => {
    const user = userEvent.setup();
    renderAdmin(<OperatorForm current={CURRENT} />);
    await user.type(screen.getByLabelText('Telefono'), '030 1234567');
    await user.click(screen.getByRole('button', { name: "Salva l'Impressum" }));
    expect(
      await screen.findByText(
        'Inserisci il numero in formato internazionale, per esempio +39 02 1234567',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        operator: { ...CURRENT.operator, phone: '+49 30 1234567' },
        sources: { ...CURRENT.sources, phone: 'stored' },
      }),
    );
    await user.clear(screen.getByLabelText('Telefono'));
    await user.type(screen.getByLabelText('Telefono'), '+49 30 1234567');
    await user.click(screen.getByRole('button', { name: "Salva l'Impressum" }));
    expect((await screen.findAllByText(/Impressum salvato/)).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/settings/operator');
    expect(requestBody(fetchMock)).toEqual({
      operatorName: 'Accademia Trading GmbH',
      operatorAddress: '',
      operatorEmail: '',
      operatorPhone: '+49 30 1234567',
      operatorRegister: '',
      operatorVatId: '',
    });
  });
});
