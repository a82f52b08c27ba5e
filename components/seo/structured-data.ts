/**
 * schema.org structured data of the site (docs/product.md §1): the Organization on every page and,
 * on the home page, a free Course, the WebSite and an educational Service, each with an
 * Offer at 0 EUR. Pure builders (texts and site URL in, typed JSON-LD out) so the shapes
 * are unit-tested; the components in this folder feed them translated texts.
 */
import type { Course, Graph, Offer, Organization, Service, WebSite, WithContext } from 'schema-dts';

export interface OrganizationTexts {
  brand: string;
  description: string;
  contactType: string;
  /** Support address, when the site publishes one. */
  email?: string;
}

export interface HomeTexts {
  brand: string;
  websiteDescription: string;
  courseName: string;
  courseDescription: string;
  serviceName: string;
  serviceType: string;
  serviceDescription: string;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const AREA_SERVED = ['IT', 'DE'];

/** Site root with a trailing slash ('https://example.it/'). */
function root(siteUrl: string): string {
  return new URL('/', siteUrl).toString();
}

/** Stable @id of the organisation node, so other nodes can point to it. */
export function organizationId(siteUrl: string): string {
  return `${root(siteUrl)}#organization`;
}

/** The Organization node: brand, logo, support hours Mon–Fri 9:00–18:00, served IT and DE. */
export function organizationSchema(
  texts: OrganizationTexts,
  siteUrl: string,
): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: texts.brand,
    url: root(siteUrl),
    logo: new URL('/og-image.png', siteUrl).toString(),
    description: texts.description,
    areaServed: AREA_SERVED,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: texts.contactType,
      ...(texts.email ? { email: texts.email } : {}),
      areaServed: AREA_SERVED,
      availableLanguage: ['it', 'de'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...WEEKDAYS],
        opens: '09:00',
        closes: '18:00',
      },
    },
  };
}

/** A free offer: price 0 EUR, always available, at `url`. */
export function freeOffer(url: string): Offer {
  return {
    '@type': 'Offer',
    price: 0,
    priceCurrency: 'EUR',
    category: 'Free',
    availability: 'https://schema.org/InStock',
    url,
  };
}

/** The home page graph: Course (free, Italian), WebSite and Service, all at 0 EUR. */
export function homeSchemas(texts: HomeTexts, siteUrl: string): Graph {
  const url = root(siteUrl);
  const provider: Organization = {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: texts.brand,
    url,
  };
  const course: Course = {
    '@type': 'Course',
    name: texts.courseName,
    description: texts.courseDescription,
    url,
    inLanguage: 'it',
    isAccessibleForFree: true,
    provider,
    offers: freeOffer(url),
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', inLanguage: 'it' },
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: texts.brand,
    description: texts.websiteDescription,
    url,
    inLanguage: 'it',
    publisher: { '@id': organizationId(siteUrl) },
    offers: freeOffer(url),
  };
  const service: Service = {
    '@type': 'Service',
    name: texts.serviceName,
    serviceType: texts.serviceType,
    description: texts.serviceDescription,
    url,
    provider,
    areaServed: AREA_SERVED,
    offers: freeOffer(url),
  };
  return { '@context': 'https://schema.org', '@graph': [course, website, service] };
}
