import { createMetadata, layoutMetadata } from '@/lib/seo/metadata';

describe('createMetadata', () => {
  const base = {
    title: 'Area studente',
    description: 'La tua area',
    path: '/student-dashboard',
    brand: 'Accademia Trading Italia',
  };

  it('sets canonical, social tags with og-image, keywords and indexing', () => {
    const meta = createMetadata({ ...base, keywords: ['ebook', 'trading'] });
    expect(meta.alternates?.canonical).toBe('/student-dashboard');
    expect(meta.keywords).toEqual(['ebook', 'trading']);
    expect(meta.openGraph).toMatchObject({
      title: 'Area studente | Accademia Trading Italia',
      url: '/student-dashboard',
      siteName: 'Accademia Trading Italia',
      locale: 'it_IT',
      images: [expect.objectContaining({ url: '/og-image.png', width: 1200, height: 630 })],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: ['/og-image.png'] });
    expect(meta.robots).toEqual({ index: true, follow: true });
  });

  it('keeps private pages out of search results and speaks German when asked', () => {
    const meta = createMetadata({ ...base, noIndex: true, locale: 'de' });
    expect(meta.robots).toEqual({ index: false, follow: false });
    expect(meta.openGraph).toMatchObject({ locale: 'de_DE' });
  });

  it('gives layouts the "%s | brand" title template', () => {
    expect(layoutMetadata('Accademia Trading Italia', 'x').title).toEqual({
      template: '%s | Accademia Trading Italia',
      default: 'Accademia Trading Italia',
    });
  });
});
