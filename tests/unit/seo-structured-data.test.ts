import { serializeJsonLd } from '@/components/seo/json-ld';
import { homeSchemas, organizationSchema } from '@/components/seo/structured-data';

const SITE = 'https://accademia.example';

describe('organizationSchema', () => {
  const org = organizationSchema(
    {
      brand: 'Accademia Trading Italia',
      description: 'Educazione',
      contactType: 'assistenza',
      email: 'supporto@example.it',
    },
    SITE,
  ) as unknown as Record<string, unknown>;

  it('names the brand, the site, the logo and the areas served', () => {
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Accademia Trading Italia',
      url: `${SITE}/`,
      logo: `${SITE}/og-image.png`,
      areaServed: ['IT', 'DE'],
    });
  });

  it('gives support hours Monday to Friday, 9:00 to 18:00', () => {
    expect(org.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      email: 'supporto@example.it',
      areaServed: ['IT', 'DE'],
      hoursAvailable: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    });
  });
});

describe('homeSchemas', () => {
  const graph = homeSchemas(
    {
      brand: 'Accademia Trading Italia',
      websiteDescription: 'Sito',
      courseName: 'Corso',
      courseDescription: 'Corso gratuito',
      serviceName: 'Servizio',
      serviceType: 'Servizio educativo',
      serviceDescription: 'Formazione',
    },
    SITE,
  );
  const nodes = graph['@graph'] as unknown as Record<string, unknown>[];
  const byType = (type: string) => nodes.find((node) => node['@type'] === type);

  it('describes a free Italian course, the website and a service', () => {
    expect(nodes.map((node) => node['@type'])).toEqual(['Course', 'WebSite', 'Service']);
    expect(byType('Course')).toMatchObject({ inLanguage: 'it', isAccessibleForFree: true });
    expect(byType('Course')?.provider).toMatchObject({
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'Accademia Trading Italia',
    });
  });

  it('offers all three at 0 EUR', () => {
    for (const node of nodes) {
      expect(node.offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'EUR' });
    }
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
