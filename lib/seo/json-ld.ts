/** JSON-LD builders (schema.org). Pure functions; pages render them with <JsonLd>. */

export type JsonLd = Record<string, unknown>;

export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(items: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function hospitalJsonLd(input: {
  name: string;
  url: string;
  logo: string;
  telephone: string;
  email: string;
  address: string;
  branches?: { name: string; address: string }[];
  sameAs?: string[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hospital',
    name: input.name,
    url: input.url,
    logo: input.logo,
    telephone: input.telephone,
    email: input.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address,
      addressLocality: 'Bangalore',
      addressRegion: 'Karnataka',
      addressCountry: 'IN',
    },
    ...(input.branches?.length
      ? {
          department: input.branches.map((b) => ({
            '@type': 'MedicalClinic',
            name: b.name,
            address: {
              '@type': 'PostalAddress',
              streetAddress: b.address,
              addressLocality: 'Bangalore',
              addressCountry: 'IN',
            },
          })),
        }
      : {}),
    ...(input.sameAs?.length ? { sameAs: input.sameAs } : {}),
  };
}

export function physicianJsonLd(input: {
  name: string;
  url: string;
  image: string;
  specialities: string[];
  telephone: string;
  priceRupees: number;
  region: string;
  hospitalName: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: input.name,
    url: input.url,
    image: input.image,
    medicalSpecialty: input.specialities,
    telephone: input.telephone,
    priceRange: `₹${input.priceRupees}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: input.region,
      addressRegion: 'Karnataka',
      addressCountry: 'IN',
    },
    memberOf: { '@type': 'Hospital', name: input.hospitalName },
  };
}

type MedicalPage = { name: string; url: string; description: string };

/** A MedicalWebPage about one medical thing, which bears the page's name and description. */
function medicalWebPage(page: MedicalPage, aboutType: string, aboutDetail: JsonLd): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: page.name,
    url: page.url,
    description: page.description,
    about: {
      '@type': aboutType,
      name: page.name,
      description: page.description,
      ...aboutDetail,
    },
  };
}

export function medicalWebPageJsonLd(
  input: MedicalPage & {
    kind: 'MedicalProcedure' | 'MedicalTherapy';
    bodyLocation?: string;
    howPerformed?: string;
  },
): JsonLd {
  return medicalWebPage(
    input,
    input.kind,
    input.howPerformed ? { howPerformed: input.howPerformed } : {},
  );
}

export function blogPostingJsonLd(input: {
  headline: string;
  url: string;
  image: string;
  datePublished: string;
  authorName: string;
  description: string;
  publisherName: string;
  publisherLogo: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.headline,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image,
    datePublished: input.datePublished,
    author: { '@type': 'Person', name: input.authorName },
    description: input.description,
    publisher: {
      '@type': 'Organization',
      name: input.publisherName,
      logo: { '@type': 'ImageObject', url: input.publisherLogo },
    },
  };
}

export function productJsonLd(input: {
  name: string;
  url: string;
  images: string[];
  description: string;
  brand: string;
  priceRupees: number;
  inStock: boolean;
  isDrug: boolean;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': input.isDrug ? ['Product', 'Drug'] : 'Product',
    name: input.name,
    url: input.url,
    image: input.images,
    description: input.description,
    brand: { '@type': 'Brand', name: input.brand },
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: input.priceRupees.toFixed(2),
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: input.url,
    },
  };
}

/**
 * A lab test or health package's page: a MedicalWebPage about a MedicalTest (a package as a
 * MedicalTestPanel with its tests as subTest), with the price as an Offer.
 */
export function medicalTestJsonLd(
  input: MedicalPage & { subTests: string[]; priceRupees: number },
): JsonLd {
  const panel = input.subTests.length > 0;
  return {
    ...medicalWebPage(
      input,
      panel ? 'MedicalTestPanel' : 'MedicalTest',
      panel ? { subTest: input.subTests.map((name) => ({ '@type': 'MedicalTest', name })) } : {},
    ),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: input.priceRupees.toFixed(2),
      url: input.url,
    },
  };
}
