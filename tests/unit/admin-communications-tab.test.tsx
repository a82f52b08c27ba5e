import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadListRow, LeadPage } from '@/lib/contracts/admin/leads';
import { CommunicationsTab } from '@/components/admin/communications/communications-tab';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

const lead = (overrides: Partial<LeadListRow>): LeadListRow => ({
  id: '7f9c2b1e-1111-4e2a-9c3d-000000000001',
  firstName: 'Klaus',
  lastName: 'Weber',
  email: 'klaus.weber@example.de',
  phone: '+4915112345678',
  phoneDisplay: '+49 1511 2345678',
  experience: 'base',
  isVerified: true,
  priority: 'medium',
  campaignId: null,
  adSource: null,
  locale: 'de',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSms: null,
  ...overrides,
});

describe('communications tab', () => {
  it("writes a template in the chosen lead's language", async () => {
    const user = userEvent.setup();
    const page: LeadPage = { leads: [lead({})], total: 1, page: 1, pageSize: 5 };
    const answers: Record<string, unknown> = {
      '/api/leads': page,
      '/api/admin/automations': { automations: [] },
      '/api/admin/deliveries': { deliveries: [], maxAttempts: 10 },
    };
    mockFetch().mockImplementation(async (url) =>
      jsonResponse(200, answers[String(url).split('?')[0]!] ?? {}),
    );
    renderAdmin(<CommunicationsTab />);
    await user.type(screen.getByLabelText('Cerca il lead (nome, email o telefono)'), 'Klaus');
    await user.click(await screen.findByRole('button', { name: /Klaus Weber/ }));
    await user.click(screen.getByRole('button', { name: 'Benvenuto' }));
    expect(screen.getByLabelText('Oggetto')).toHaveValue('Willkommen bei Accademia Trading Italia');
  });
});
