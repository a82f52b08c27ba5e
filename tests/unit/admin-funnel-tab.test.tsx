/**
 * Funnel tab sections: the stages with their drop-off, why the unverified are unverified, and
 * the suggestions, shown only when their rule fires, with the figure that fired them. (The tab
 * itself reads nuqs URL state, which jest does not transform; the e2e run covers it.)
 */
import { screen, within } from '@testing-library/react';
import { FunnelStages } from '@/components/admin/funnel/funnel-stages';
import { FunnelUnverified } from '@/components/admin/funnel/funnel-unverified';
import { FunnelSuggestions } from '@/components/admin/funnel/funnel-suggestions';
import type { FunnelMeasures } from '@/lib/admin/funnel-suggestions';
import { renderAdmin } from './support/render';

const HEALTHY: FunnelMeasures = {
  smsSent: 100,
  smsNotDelivered: 5,
  smsDelivered: 95,
  codeNotEntered: 10,
  callRequests: 20,
  callsLate: 4,
};

describe('funnel sections', () => {
  it('shows each stage with its count and the share lost from the previous one', () => {
    renderAdmin(
      <FunnelStages
        stages={[
          { stage: 'visitors', count: 12000, dropOff: null },
          { stage: 'registrations', count: 3000, dropOff: 0.75 },
          { stage: 'verified', count: 0, dropOff: 1 },
          { stage: 'qualified', count: 0, dropOff: null },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Visitatori12.000');
    expect(items[1]).toHaveTextContent('75% persi rispetto al passo precedente');
    expect(items[3]).toHaveTextContent('Nessun confronto: il passo precedente è a zero');
  });

  it('splits the unverified by their last SMS, and hides the split when all are verified', () => {
    const { unmount } = renderAdmin(
      <FunnelUnverified
        unverified={{ smsNotDelivered: 2, smsUnconfirmed: 1, codeNotEntered: 4 }}
      />,
    );
    expect(screen.getByText('Perché 7 registrati non sono verificati')).toBeInTheDocument();
    unmount();
    const { container } = renderAdmin(
      <FunnelUnverified
        unverified={{ smsNotDelivered: 0, smsUnconfirmed: 0, codeNotEntered: 0 }}
      />,
    );
    expect(container).toHaveTextContent(/^$/);
  });

  it('says no rule fires on a funnel at its thresholds', () => {
    renderAdmin(<FunnelSuggestions measures={HEALTHY} />);
    expect(
      screen.getByText('Nessun suggerimento: nessuna regola scatta sui numeri di questo periodo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows each rule that fires with its figure and threshold, and only those', () => {
    renderAdmin(<FunnelSuggestions measures={{ ...HEALTHY, smsNotDelivered: 12, callsLate: 9 }} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Troppi SMS non arrivano');
    expect(items[0]).toHaveTextContent('12 SMS su 100 non consegnati (12%; soglia 5%).');
    expect(items[1]).toHaveTextContent('Richieste di lead verificati non chiamate entro 24 ore');
    expect(items[1]).toHaveTextContent(
      '9 richieste su 20 senza risposta entro 24 ore (45%; soglia 20%).',
    );
    expect(screen.queryByText('Molti lead ricevono il codice ma non lo inseriscono')).toBeNull();
  });
});
