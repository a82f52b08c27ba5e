/**
 * The back-office's section list: grouped by the operator's work, a caller sees only its
 * sections, the current one is marked, on phones it is a sheet opened and closed with the
 * keyboard, and each section's link comes back to that section's own last query (Leads'
 * search never reaches Calls).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminNavList, AdminNavSheet } from '@/components/admin/shell/admin-sidebar';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { sectionOfPath } from '@/components/admin/shell/admin-nav';
import { renderAdmin } from './support/render';

let pathname = '/admin';
let search = '';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  }),
}));

beforeEach(() => {
  pathname = '/admin';
  search = '';
  window.sessionStorage.clear();
});

/** Each group's name with its links' names, as a person reads the list. */
function groups() {
  const nav = screen.getByRole('navigation', { name: "Sezioni dell'amministrazione" });
  return within(nav)
    .getAllByRole('list')
    .map((list) => [
      list.getAttribute('aria-labelledby') &&
        document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent,
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ]);
}

it("groups an owner's sections by the work, with their routes", () => {
  renderAdmin(<AdminNavList role="owner" pathname="/admin" hrefs={{}} />);
  expect(groups()).toEqual([
    ['Panoramica', ['Dashboard', 'Analisi', 'Funnel', 'Esperimenti']],
    ['Acquisizione', ['Campagne Facebook', 'Pre-lander', 'Pagine di vendita', 'Visitatori live']],
    ['Lead e chiamate', ['Gestione lead', 'Chiamate', 'Comunicazioni']],
    ['Contenuti', ['Testimonianze']],
    ['Integrazioni', ['Webhook']],
    ['Amministrazione', ['Impostazioni', 'Account', 'Sicurezza']],
  ]);
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  expect(screen.getByRole('link', { name: 'Pagine di vendita' })).toHaveAttribute(
    'href',
    '/admin/sales-pages',
  );
});

it('shows a caller only its sections, leaving out the groups it has none of', () => {
  renderAdmin(<AdminNavList role="caller" pathname="/admin/calls" hrefs={{}} />);
  expect(groups()).toEqual([
    ['Panoramica', ['Dashboard', 'Analisi', 'Funnel', 'Esperimenti']],
    ['Acquisizione', ['Campagne Facebook', 'Pre-lander', 'Pagine di vendita', 'Visitatori live']],
    ['Lead e chiamate', ['Gestione lead', 'Chiamate']],
    ['Amministrazione', ['Sicurezza']],
  ]);
});

it.each([
  ['/admin', 'Dashboard'],
  ['/admin/calls', 'Chiamate'],
  ['/admin/leads', 'Gestione lead'],
  ['/admin/sales-pages', 'Pagine di vendita'],
  ['/admin/experiments', 'Esperimenti'],
  ['/admin/security', 'Sicurezza'],
])('marks the section of %s as the current page', (path, name) => {
  renderAdmin(<AdminNavList role="owner" pathname={path} hrefs={{}} />);
  const current = screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.map((link) => link.textContent)).toEqual([name]);
});

it('finds the section of a path by its start, the dashboard only at /admin', () => {
  expect(sectionOfPath('/admin')).toBe('dashboard');
  expect(sectionOfPath('/admin/leads/anything')).toBe('leads');
  expect(sectionOfPath('/admin/leadsx')).toBeNull();
  expect(sectionOfPath('/administrator')).toBeNull();
});

it('opens the sheet from its button with the keyboard, and Escape closes it back to the button', async () => {
  const user = userEvent.setup();
  renderAdmin(<AdminNavSheet role="caller" pathname="/admin/leads" hrefs={{}} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  const button = screen.getByRole('button', { name: 'Menu delle sezioni' });
  await user.tab();
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  // The sheet's module loads with the first opening.
  const sheet = await screen.findByRole('dialog', { name: 'Sezioni' }, { timeout: 10_000 });
  expect(within(sheet).getByRole('link', { name: 'Gestione lead' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(sheet).queryByRole('link', { name: 'Webhook' })).toBeNull();
  // Focus stays inside the sheet while it is open.
  for (let i = 0; i < 15; i++) {
    await user.tab();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
  }
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(button).toHaveFocus();
});

it('closes the sheet when a section is chosen, and from its close button', async () => {
  const user = userEvent.setup();
  renderAdmin(<AdminNavSheet role="owner" pathname="/admin" hrefs={{}} />);
  await user.click(screen.getByRole('button', { name: 'Menu delle sezioni' }));
  const sheet = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  await user.click(within(sheet).getByRole('link', { name: 'Chiamate' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Menu delle sezioni' }));
  await user.click(await screen.findByRole('button', { name: 'Chiudi il menu' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it("keeps each section's own query: Leads' search comes back to Leads and never reaches Calls", async () => {
  pathname = '/admin/leads';
  search = 'q=zzz-nobody&page=2';
  const first = renderAdmin(
    <AdminShell username="operatore" role="owner">
      <p>contenuto</p>
    </AdminShell>,
  );
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const link = (name: string) =>
    within(screen.getByRole('navigation', { name: "Sezioni dell'amministrazione" })).getByRole(
      'link',
      { name },
    );
  expect(link('Gestione lead')).toHaveAttribute('href', '/admin/leads?q=zzz-nobody&page=2');
  expect(link('Chiamate')).toHaveAttribute('href', '/admin/calls');

  // To Calls, filtered there; Leads' link still brings back Leads' search, Calls' its own.
  pathname = '/admin/calls';
  search = 'status=open';
  first.unmount();
  renderAdmin(
    <AdminShell username="operatore" role="owner">
      <p>contenuto</p>
    </AdminShell>,
  );
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(screen.getByRole('heading', { level: 1, name: 'Chiamate' })).toBeInTheDocument();
  expect(link('Chiamate')).toHaveAttribute('href', '/admin/calls?status=open');
  expect(link('Gestione lead')).toHaveAttribute('href', '/admin/leads?q=zzz-nobody&page=2');
  expect(link('Dashboard')).toHaveAttribute('href', '/admin');
});
