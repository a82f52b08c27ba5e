/**
 * Back-office actions say what happened: a failed write shows the server's own message
 * (`{error:{message}}`); the communications tab writes a template in the chosen lead's
 * language, only once a lead is chosen, and again when another lead is picked; and a caller
 * is shown no control the server refuses them: every control marked with the permission it
 * needs (`data-permission`) is checked against lib/server/auth/admin-permissions.ts.
 */
import type { ReactElement } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleCan, type AdminPermission } from '@/lib/server/auth/admin-permissions';
import type { AdminRole } from '@/lib/contracts/admin/session';
import type { LeadDetail, LeadListRow, LeadPage } from '@/lib/contracts/admin/leads';
import type { CallEntry } from '@/lib/contracts/admin/calls';
import { AdminRoleProvider } from '@/components/admin/shell/admin-role';
import { ADMIN_SECTIONS, sectionsFor } from '@/components/admin/shell/admin-nav';
import { WebhooksTab } from '@/components/admin/webhooks/webhooks-tab';
import { CommunicationsTab } from '@/components/admin/communications/communications-tab';
import { Automations } from '@/components/admin/communications/automations';
import { LandingPagesTab } from '@/components/admin/landing/landing-pages-tab';
import { LeadNoteBox } from '@/components/admin/leads/lead-note-box';
import { LeadDetailSections } from '@/components/admin/leads/lead-detail-sections';
import { LeadsTable } from '@/components/admin/leads/leads-table';
import { CallList } from '@/components/admin/calls/call-list';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

// The machine runs many suites at once: a query and its toast may take longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

// The CSV writer is an ES module jest does not transform; these tests copy and download nothing.
jest.mock('@/components/admin/common/downloads', () => ({
  copyText: jest.fn(),
  downloadCsv: jest.fn(),
}));

const ID = '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

/** What the tabs load besides what a test is about. */
const EMPTY: Record<string, unknown> = {
  '/api/admin/campaigns': { campaigns: [] },
  '/api/admin/landing-performance': { variants: [] },
  '/api/admin/automations': { automations: [] },
  '/api/admin/deliveries': { deliveries: [], maxAttempts: 10 },
};

/** Answers GETs from `answers` by path, and `write` for every other method. */
function serve(answers: Record<string, unknown>, write: () => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method && init.method !== 'GET') return write();
    const path = String(url).split('?')[0]!;
    return jsonResponse(200, answers[path] ?? EMPTY[path] ?? {});
  });
}

const refused = (status: number, code: string, message: string) => () =>
  jsonResponse(status, { error: { code, message } });

const row = (overrides: Partial<LeadListRow>): LeadListRow => ({
  id: ID,
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  phone: '+393471110001',
  phoneDisplay: '+39 347 111 0001',
  experience: 'base',
  isVerified: true,
  priority: 'medium',
  campaignId: null,
  adSource: null,
  locale: 'it',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSms: null,
  ...overrides,
});
const MARIO = row({});
const KLAUS = row({
  id: '7f9c2b1e-1111-4e2a-9c3d-000000000001',
  firstName: 'Klaus',
  lastName: 'Weber',
  email: 'klaus.weber@example.de',
  locale: 'de',
});

describe('a failed action shows what the server said', () => {
  it("'Riattiva' on a disabled webhook", async () => {
    const user = userEvent.setup();
    serve(
      {
        '/api/webhook/status': {
          webhook: {
            enabled: true,
            url: 'https://crm.example.com/hook',
            hasSecret: true,
            disabledAt: '2026-11-20T09:00:00.000Z',
            disabledReason: '410',
          },
          meta: { enabled: false, pixelId: null, url: null, testEventCode: null },
        },
        '/api/admin/deliveries': { deliveries: [], maxAttempts: 10 },
      },
      refused(503, 'unavailable', 'Il CRM non risponde: riprova tra qualche minuto.'),
    );
    renderAdmin(<WebhooksTab />);
    await user.click(await screen.findByRole('button', { name: 'Riattiva' }));
    expect(await screen.findAllByText('Impossibile riattivare il webhook')).not.toHaveLength(0);
    expect(
      screen.getAllByText('Il CRM non risponde: riprova tra qualche minuto.'),
    ).not.toHaveLength(0);
  });

  it('an email to a lead who unsubscribed', async () => {
    const user = userEvent.setup();
    const page: LeadPage = { leads: [MARIO], total: 1, page: 1, pageSize: 5 };
    serve(
      {
        '/api/leads': page,
        '/api/admin/automations': { automations: [] },
        '/api/admin/deliveries': { deliveries: [], maxAttempts: 10 },
      },
      refused(409, 'unsubscribed', "Il lead ha annullato l'iscrizione alle email."),
    );
    renderAdmin(<CommunicationsTab />);
    await user.type(screen.getByLabelText('Cerca il lead (nome, email o telefono)'), 'Mario');
    await user.click(await screen.findByRole('button', { name: /Mario Rossi/ }));
    await user.type(screen.getByLabelText("Testo dell'email"), 'Buongiorno');
    await user.click(screen.getByRole('button', { name: 'Invia email' }));
    expect(await screen.findAllByText("Impossibile inviare l'email.")).not.toHaveLength(0);
    expect(screen.getAllByText("Il lead ha annullato l'iscrizione alle email.")).not.toHaveLength(
      0,
    );
  });

  it('switching an automation', async () => {
    const user = userEvent.setup();
    serve(
      {
        '/api/admin/automations': {
          automations: [
            {
              key: 'welcome_email',
              enabled: true,
              counts: { delivered: 0, pending: 0, failed: 0, cancelled: 0 },
            },
          ],
        },
      },
      refused(403, 'forbidden', 'Non hai i permessi per questa azione.'),
    );
    renderAdmin(<Automations />);
    await user.click(await screen.findByRole('switch'));
    expect(await screen.findAllByText("Impossibile cambiare l'automazione")).not.toHaveLength(0);
    expect(screen.getAllByText('Non hai i permessi per questa azione.')).not.toHaveLength(0);
  });

  it('a note on a lead', async () => {
    const user = userEvent.setup();
    serve({}, refused(404, 'not_found', 'Lead non trovato.'));
    renderAdmin(<LeadNoteBox id={ID} />);
    await user.type(screen.getByLabelText('Nuova nota'), 'Richiamare');
    await user.click(screen.getByRole('button', { name: 'Aggiungi nota' }));
    expect(await screen.findAllByText('Errore - Impossibile salvare la nota.')).not.toHaveLength(0);
    expect(screen.getAllByText('Lead non trovato.')).not.toHaveLength(0);
  });

  it('a saved note is sent trimmed and the box empties', async () => {
    const user = userEvent.setup();
    serve({}, () => jsonResponse(201, { note: { id: 1, body: 'Richiamare', author: null } }));
    renderAdmin(<LeadNoteBox id={ID} />);
    const box = screen.getByLabelText('Nuova nota');
    await user.type(box, '  Richiamare  ');
    await user.click(screen.getByRole('button', { name: 'Aggiungi nota' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ note: 'Richiamare' });
    expect(screen.getByRole('button', { name: 'Aggiungi nota' })).toBeDisabled();
  });

  it("the pre-lander's offer end", async () => {
    const user = userEvent.setup();
    serve(
      {
        '/api/admin/offers': {
          offers: [{ variantId: 'PL_TRADING_NEW', offerEndsAt: null, offerEndsAtRome: null }],
        },
      },
      refused(400, 'invalid', "La data dev'essere nel futuro."),
    );
    renderAdmin(<LandingPagesTab kind="prelander" />);
    const save = await screen.findByRole('button', { name: 'Salva' });
    await user.click(save);
    expect(await screen.findAllByText('Impossibile salvare la scadenza')).not.toHaveLength(0);
    expect(screen.getAllByText("La data dev'essere nel futuro.")).not.toHaveLength(0);
  });
});

describe("the communications tab's templates", () => {
  const body = () => (screen.getByLabelText("Testo dell'email") as HTMLTextAreaElement).value;
  const search = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
    const field = screen.getByLabelText('Cerca il lead (nome, email o telefono)');
    await user.clear(field);
    await user.type(field, 'a');
    await user.type(field, 'ab');
    await user.click(await screen.findByRole('button', { name }));
  };

  beforeEach(() => {
    const page: LeadPage = { leads: [MARIO, KLAUS], total: 2, page: 1, pageSize: 5 };
    serve(
      {
        '/api/leads': page,
        '/api/admin/automations': { automations: [] },
        '/api/admin/deliveries': { deliveries: [], maxAttempts: 10 },
      },
      () => jsonResponse(200, {}),
    );
  });

  it('are offered only once a lead is chosen, never as "Ciao ,"', () => {
    renderAdmin(<CommunicationsTab />);
    expect(screen.getByRole('button', { name: 'Benvenuto' })).toBeDisabled();
    expect(screen.getByText(/Scegli prima il lead/)).toBeInTheDocument();
    expect(screen.getByLabelText("Testo dell'email")).toHaveValue('');
  });

  it("are written again in the new lead's language when another lead is picked", async () => {
    const user = userEvent.setup();
    renderAdmin(<CommunicationsTab />);
    await search(user, /Mario Rossi/);
    await user.click(screen.getByRole('button', { name: 'Benvenuto' }));
    expect(screen.getByLabelText('Oggetto')).toHaveValue('Benvenuto in Accademia Trading Italia');
    expect(body()).toMatch(/^Ciao Mario,/);
    await user.click(screen.getByRole('button', { name: /Klaus Weber/ }));
    expect(screen.getByLabelText('Oggetto')).toHaveValue('Willkommen bei Accademia Trading Italia');
    expect(body()).toMatch(/^Hallo Klaus,/);
    expect(screen.getByText(/I modelli si scrivono in tedesco/)).toBeInTheDocument();
  });

  it("keep the operator's edits when another lead is picked, and say so", async () => {
    const user = userEvent.setup();
    renderAdmin(<CommunicationsTab />);
    await search(user, /Mario Rossi/);
    await user.click(screen.getByRole('button', { name: 'Benvenuto' }));
    await user.type(screen.getByLabelText("Testo dell'email"), ' PS');
    await user.click(screen.getByRole('button', { name: /Klaus Weber/ }));
    expect(body()).toMatch(/^Ciao Mario,[\s\S]* PS$/);
    expect(screen.getByText(/Testo modificato/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Benvenuto' }));
    expect(body()).toMatch(/^Hallo Klaus,/);
  });
});

/** The permissions the controls in `container` ask for (`data-permission`). */
function permissionsShown(container: HTMLElement): AdminPermission[] {
  return [...container.querySelectorAll('[data-permission]')].map(
    (el) => el.getAttribute('data-permission') as AdminPermission,
  );
}

/** Every control shown to `role` is one the server lets `role` use. */
function expectOnlyPermitted(container: HTMLElement, role: AdminRole) {
  const refusedShown = permissionsShown(container).filter((p) => !roleCan(role, p));
  expect(refusedShown).toEqual([]);
  // Exports are links, not forms; each needs leads:export.
  if (!roleCan(role, 'leads:export'))
    expect(container.querySelector('a[href*="/export"]')).toBeNull();
}

const DETAIL: LeadDetail = {
  ...MARIO,
  email: 'mario.rossi@example.it',
  phone: '+393471110001',
  phoneDisplay: '+39 347 111 0001',
  verifiedAt: '2026-11-20T09:05:00.000Z',
  isFreeAccess: false,
  freeAccessExpiresAt: null,
  registrationNumber: null,
  emailOptOutAt: null,
  lastTouch: {
    campaignId: null,
    source: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    fbclid: null,
  },
  firstTouch: {
    landingPage: null,
    campaignId: null,
    source: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
  },
  consents: [],
  consultations: [],
  notes: [],
  emails: [],
};

const CALL: CallEntry = {
  kind: 'consultation',
  id: 7,
  lead: {
    id: ID,
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario.rossi@example.it',
    phone: '+393471110001',
    phoneDisplay: '+39 347 111 0001',
  },
  preferredDate: 'questa-settimana',
  preferredTime: 'sera',
  goals: null,
  questions: null,
  status: 'new',
  statusChangedAt: null,
  outcome: null,
  outcomeChangedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('a caller sees no control the server refuses them', () => {
  beforeEach(() =>
    serve(
      {
        '/api/admin/offers': {
          offers: [
            {
              variantId: 'PL_TRADING_NEW',
              offerEndsAt: '2026-12-01T17:00:00.000Z',
              offerEndsAtRome: '2026-12-01T18:00',
            },
          ],
        },
      },
      () => jsonResponse(200, {}),
    ),
  );

  /** The views of the tabs a caller opens, each with the permissions an owner's shows. */
  const VIEWS: {
    name: string;
    ui: () => ReactElement;
    owner: AdminPermission[];
    /** Text shown once the view has loaded what it fetches. */
    loaded?: string;
  }[] = [
    {
      name: 'pre-landers',
      ui: () => <LandingPagesTab kind="prelander" />,
      owner: ['offers:write'],
      loaded: "Fine dell'offerta (ora di Roma)",
    },
    {
      name: 'lead detail',
      ui: () => <LeadDetailSections lead={DETAIL} onErased={jest.fn()} />,
      owner: ['leads:write', 'leads:export', 'leads:erase'],
    },
    {
      name: 'leads table',
      ui: () => <LeadsTable leads={[MARIO]} onOpen={jest.fn()} />,
      owner: ['leads:write'],
    },
    { name: 'call list', ui: () => <CallList entries={[CALL]} />, owner: ['leads:write'] },
  ];

  it.each(VIEWS)('$name', async ({ ui, owner, loaded }) => {
    const asOwner = renderAdmin(<AdminRoleProvider role="owner">{ui()}</AdminRoleProvider>);
    if (loaded) await screen.findAllByText(loaded);
    expect(new Set(permissionsShown(asOwner.container))).toEqual(new Set(owner));
    asOwner.unmount();
    const asCaller = renderAdmin(<AdminRoleProvider role="caller">{ui()}</AdminRoleProvider>);
    if (loaded) await screen.findAllByText(loaded);
    expectOnlyPermitted(asCaller.container, 'caller');
    expect(new Set(permissionsShown(asCaller.container))).toEqual(
      new Set(owner.filter((p) => roleCan('caller', p))),
    );
  });

  it("shows a caller the pre-lander's offer end read-only", async () => {
    const { container } = renderAdmin(
      <AdminRoleProvider role="caller">
        <LandingPagesTab kind="prelander" />
      </AdminRoleProvider>,
    );
    const card = (await screen.findByText('2026-12-01 18:00')).closest('div')!;
    expect(within(card).getByText("Fine dell'offerta (ora di Roma)")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rimuovi' })).toBeNull();
    expect(container.querySelector('input[type="datetime-local"]')).toBeNull();
  });

  it('hides the tabs whose data the server refuses a caller', () => {
    const NEEDS: Partial<Record<(typeof ADMIN_SECTIONS)[number], AdminPermission>> = {
      communications: 'email:send',
      webhooks: 'webhooks:read',
      settings: 'offers:write',
      testimonials: 'testimonials:write',
      accounts: 'accounts:manage',
    };
    for (const tab of ADMIN_SECTIONS) {
      const needs = NEEDS[tab];
      expect([tab, sectionsFor('caller').includes(tab)]).toEqual([
        tab,
        needs === undefined || roleCan('caller', needs),
      ]);
    }
  });
});
