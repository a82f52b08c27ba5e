/**
 * The ebook catalogue (docs/product.md §3): every ebook names its author where the ebooks are listed
 * (the home library and the student area render EbookCard), in both languages.
 */
import { screen } from '@testing-library/react';
import { EbookCard } from '@/components/ebooks/ebook-card';
import { EBOOKS } from '@/lib/catalog/ebooks';
import deMessages from '@/messages/de.json';
import itMessages from '@/messages/it.json';
import { renderWithProviders } from './support/render';
import { sampleGuides } from './support/guide-facts';

describe('ebook catalogue authors', () => {
  it('names an author on each of the six cards', () => {
    renderWithProviders(
      <ul>
        {EBOOKS.map((ebook) => (
          <li key={ebook.id}>
            <EbookCard ebook={ebook} fact={sampleGuides()[ebook.id]} />
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

  it('shows the page count and reading time of the PDF served, and «Campione» on a sample', () => {
    renderWithProviders(
      <>
        <EbookCard ebook={EBOOKS[0]!} fact={{ pages: 6, sample: true }} />
        <EbookCard ebook={EBOOKS[1]!} fact={{ pages: 41, sample: false }} />
      </>,
    );
    const [sample, upload] = screen.getAllByRole('article');
    expect(sample).toHaveTextContent('6 pagine');
    expect(sample).toHaveTextContent('circa 20 minuti');
    expect(sample).toHaveTextContent('Campione');
    expect(upload).toHaveTextContent('41 pagine');
    expect(upload).toHaveTextContent('circa 2 ore');
    expect(upload).not.toHaveTextContent('Campione');
  });
});
