import { screen, within } from '@testing-library/react';
import { TradingGuide } from '@/components/guides/trading-guide';
import { renderWithProviders } from './support/render';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/guida-trading',
  useSearchParams: () => new URLSearchParams(),
}));

const ANCHORS = [
  'cos-e-trading',
  'come-iniziare',
  'broker-italia',
  'strumenti-finanziari',
  'strategie-trading',
  'analisi-tecnica',
  'gestione-rischio',
  'errori-evitare',
];

describe('TradingGuide', () => {
  it('links each of the eight contents entries to a written section with the same title', () => {
    const { container } = renderWithProviders(<TradingGuide />);
    const toc = screen.getByRole('navigation', { name: 'In questa guida' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ANCHORS.map((id) => `#${id}`));
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      const section = container.querySelector(`section#${id}`);
      expect(section).not.toBeNull();
      const heading = within(section as HTMLElement).getByRole('heading', { level: 2 });
      expect(heading).toHaveTextContent(link.textContent ?? '');
      expect(section!.querySelectorAll('p').length).toBeGreaterThan(0);
    }
  });

  it('teaches the risk rules and offers the ebook through the home registration form', () => {
    renderWithProviders(<TradingGuide />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Guida al trading online');
    const rules = screen.getByRole('heading', { name: /regole di rischio/ }).parentElement!;
    expect(rules).toHaveTextContent('2% del capitale');
    expect(rules).toHaveTextContent('1:30');
    expect(screen.getByRole('link', { name: "Scarica l'ebook gratis" })).toHaveAttribute(
      'href',
      '/#hero-form',
    );
    expect(screen.getByText(/Tra il 74% e l'89%/)).toBeInTheDocument();
  });
});
