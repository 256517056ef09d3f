import { organizationJsonLd, webSiteJsonLd } from "../../seo/json-ld.ts";
import { useRootData } from "../../utils/root-data.ts";

import { JsonLd } from "./json-ld.tsx";

/** The shop as an Organization and its WebSite with the search action: for the home page. */
export function SiteJsonLd() {
  const origin = useRootData()?.origin;
  if (!origin) return null;
  return (
    <>
      <JsonLd data={organizationJsonLd(origin)} />
      <JsonLd data={webSiteJsonLd(origin)} />
    </>
  );
}
