import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ClaimSent, claimNumberOf } from "#app/claims/claim-sent.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "claims.sentComplaintTitle" };

/** The confirmation reads its reference number from the URL, so a reload shows it again. */
export function loader({ request }: LoaderFunctionArgs) {
  return { number: claimNumberOf(request) };
}

export default function ClaimSentRoute() {
  const { number } = useLoaderData<typeof loader>();
  return <ClaimSent kind="complaint" number={number} />;
}
