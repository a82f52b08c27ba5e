/**
 * The funnel's verification by channel (Vonage Verify): one row per channel with its sent,
 * delivered and completed attempts and the cost per completed verification; nothing at all
 * without Verify attempts (the default SMS driver).
 */
import { screen, within } from '@testing-library/react';
import { FunnelVerifyChannels } from '@/components/admin/funnel/funnel-verify-channels';
import { renderAdmin } from './support/render';

describe('funnel verification by channel', () => {
  it('shows each channel with its figures and cost per completed verification', () => {
    renderAdmin(
      <FunnelVerifyChannels
        channels={[
          {
            channel: 'whatsapp',
            sent: 12000,
            delivered: 11000,
            completed: 10000,
            cost: 500,
            costPerCompleted: 0.05,
          },
          {
            channel: 'voice',
            sent: 3,
            delivered: 2,
            completed: 0,
            cost: null,
            costPerCompleted: null,
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Verifica per canale' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(
      'CanaleInviatiConsegnatiCompletatiCosto per verifica completata',
    );
    expect(rows[1]).toHaveTextContent(/^WhatsApp12\.00011\.00010\.0000,05\s*€$/);
    expect(rows[2]).toHaveTextContent('Chiamata320Non noto');
  });

  it('shows nothing without Verify attempts', () => {
    const { container, unmount } = renderAdmin(<FunnelVerifyChannels channels={undefined} />);
    expect(container).toHaveTextContent(/^$/);
    unmount();
    const empty = renderAdmin(<FunnelVerifyChannels channels={[]} />);
    expect(empty.container).toHaveTextContent(/^$/);
  });
});
