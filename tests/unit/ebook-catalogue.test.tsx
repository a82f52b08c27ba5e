/**
 * The ebook catalogue (SPEC.md §3): every ebook names its author where the ebooks are listed
 * (the home library and the student area render EbookCard), in both languages.
 */
import { screen } from '@testing-library/react';
import { EbookCard } from '@/components/ebooks/ebook-card';
import { EBOOKS } from '@/lib/catalog/ebooks';
import deMessages from '@/messages/de.json';
import itMessages from '@/messages/it.json';
import { renderWithProviders } from './support/render';

describe('ebook catalogue authors', () => {
  it('names an author on each of the six cards', () => {
    renderWithProviders(
      <ul>
        {EBOOKS.map((ebook) => (
          <li key={ebook.id}>
            <EbookCard ebook={ebook} />
          </li>
        ))}
      </ul>,
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const author = itMessages.ebooks.authors[EBOOKS[index]!.author];
      expect(card).toHaveTextContent(`Autore: ${author}`);
    });
    expect(screen.getAllByText('Direzione didattica di Accademia Trading Italia')).toHaveLength(2);
  });

  it('has every author in Italian and German', () => {
    for (const { author } of EBOOKS) {
      expect(itMessages.ebooks.authors[author]).toBeTruthy();
      expect(deMessages.ebooks.authors[author]).toBeTruthy();
    }
  });
});
