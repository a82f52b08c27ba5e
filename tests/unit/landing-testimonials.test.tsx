/**
 * Testimonials on the public pages (docs/decisions.md §5): with none published, every example card
 * says "Esempio illustrativo" (German "Beispiel") and the page never says the opinions are
 * reported with consent; with published ones, those show (rating, person, course) under the
 * consent sentence, and no example label.
 */
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { TestimonialsSection } from '@/components/campaign/testimonials-section';
import { SocialProof } from '@/components/prelanders/social-proof';
import { HomeTestimonials } from '@/components/landing/home-testimonials';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';
import deMessages from '@/messages/de.json';
import itMessages from '@/messages/it.json';

const CONSENT_IT = /riportate con il loro consenso/;
const CONSENT_DE = /mit ihrer Zustimmung wiedergegeben/;

function renderIn(locale: 'it' | 'de', ui: ReactElement) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'it' ? itMessages : deMessages}
      timeZone="Europe/Rome"
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

const MARTA: PublicTestimonial = {
  id: 3,
  locale: 'it',
  name: 'Marta B.',
  role: 'Impiegata',
  location: 'Padova',
  rating: 4,
  course: 'Gestione del rischio',
  imageUrl: null,
  text: 'Ho capito come dimensionare una posizione prima di aprirla.',
  completedCourses: 2,
  studyTime: '3 mesi',
};

describe.each([
  [
    'pre-lander',
    (published?: PublicTestimonial[]) => <SocialProof topic="crypto" published={published} />,
  ],
  [
    'campaign page',
    (published?: PublicTestimonial[]) => <TestimonialsSection published={published} />,
  ],
  [
    'home page',
    (published?: PublicTestimonial[]) => <HomeTestimonials published={published ?? []} />,
  ],
])('%s testimonials', (_, section) => {
  it('labels every example and never claims consent while none is published', () => {
    renderIn('it', section());
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) expect(card).toHaveTextContent('Esempio illustrativo');
    expect(document.body).not.toHaveTextContent(CONSENT_IT);
    expect(screen.getByText(/Esempi illustrativi, non opinioni di persone reali/)).toBeVisible();
  });

  it('shows the published ones under the consent sentence, without the example label', () => {
    renderIn('it', section([MARTA]));
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Marta B.');
    expect(cards[0]).toHaveTextContent('Impiegata · Padova');
    expect(cards[0]).toHaveTextContent('2 corsi completati in 3 mesi');
    expect(within(cards[0]!).getByRole('img', { name: 'Valutazione: 4 su 5' })).toBeVisible();
    expect(document.body).not.toHaveTextContent('Esempio illustrativo');
    expect(screen.getByText(CONSENT_IT)).toBeVisible();
  });
});

describe('German campaign page', () => {
  it('labels its examples "Beispiel" and never claims consent', () => {
    renderIn('de', <TestimonialsSection />);
    for (const card of within(screen.getByRole('list')).getAllByRole('listitem'))
      expect(card).toHaveTextContent('Beispiel');
    expect(document.body).not.toHaveTextContent(CONSENT_DE);
  });

  it('shows a published German testimonial with the German consent sentence', () => {
    renderIn(
      'de',
      <TestimonialsSection published={[{ ...MARTA, locale: 'de', completedCourses: 1 }]} />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('1 Kurs abgeschlossen in 3 mesi');
    expect(screen.getByText(CONSENT_DE)).toBeVisible();
  });
});
