import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MobileMenu } from '@/components/landing/mobile-menu';

const links = [
  { href: '/guida-trading', label: 'Guida al trading' },
  { href: '/#biblioteca', label: 'Biblioteca' },
];
const labels = { open: 'Apri il menu', close: 'Chiudi il menu', nav: 'Navigazione principale' };
const menu = (
  <MobileMenu links={links} login={{ href: '/login', label: 'Accedi' }} labels={labels} />
);

function renderMenu() {
  render(menu);
  return userEvent.setup();
}

describe('mobile menu (docs/product.md §2.2)', () => {
  it('is served closed without its links, which the page has in its header already', () => {
    const html = renderToString(menu);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('/guida-trading');
    expect(html).not.toContain('Accedi');
  });

  it('shows no links until the button opens the panel, and names the button by what it does', async () => {
    const user = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Apri il menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Guida al trading' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Chiudi il menu');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Guida al trading' })).toHaveAttribute(
      'href',
      '/guida-trading',
    );
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Guida al trading' })).not.toBeInTheDocument();
  });

  it('closes on Escape and when a link is chosen', async () => {
    const user = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Apri il menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Biblioteca' })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Biblioteca' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Biblioteca' })).not.toBeInTheDocument();
  });
});
