import { screen, within } from '@testing-library/react';
import { BrokerTable } from '@/components/guides/broker-table';
import { renderWithProviders } from './support/render';

describe('BrokerTable', () => {
  it('compares three generic tiers in an accessible, scrollable table', () => {
    renderWithProviders(<BrokerTable />);
    const caption = 'Confronto indicativo tra tre tipologie di broker per il trading online';
    const table = screen.getByRole('table', { name: caption });

    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((th) => th.textContent)).toEqual([
      'Criterio',
      'Broker base',
      'Broker intermedio',
      'Broker professionale',
    ]);
    columns.forEach((th) => expect(th).toHaveAttribute('scope', 'col'));

    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((th) => th.textContent)).toEqual([
      'Per chi è adatto',
      'Regolamentazione',
      'Deposito minimo',
      'Costi e commissioni',
      'Piattaforme',
      'Assistenza',
    ]);
    rows.forEach((th) => expect(th).toHaveAttribute('scope', 'row'));

    const deposit = screen.getByRole('row', { name: /Deposito minimo/ });
    expect(within(deposit).getAllByRole('cell')).toHaveLength(3);
    expect(deposit).toHaveTextContent('Basso, spesso tra 100 e 250 €');

    const region = screen.getByRole('region', { name: caption });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
    expect(screen.getByText(/Valori indicativi e generici/)).toBeInTheDocument();
  });
});
