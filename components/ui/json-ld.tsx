import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/json-ld';

/** Structured data for search engines, safe against `</script>` inside content. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
