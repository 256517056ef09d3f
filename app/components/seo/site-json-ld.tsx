import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { organizationJsonLd, webSiteJsonLd } from "#app/seo/json-ld.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";

/** The shop as an Organization and its WebSite with the search action: for the home page. */
export function SiteJsonLd() {
  const origin = useRootData()?.origin;
  const to = useHref();
  if (!origin) return null;
  return (
    <>
      <JsonLd data={organizationJsonLd(origin)} />
      <JsonLd data={webSiteJsonLd(origin, to("search"))} />
    </>
  );
}
