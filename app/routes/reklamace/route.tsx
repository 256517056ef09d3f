import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { claimAction, claimPageLoader } from "#app/claims/claim-page.server.ts";
import { ClaimPage } from "#app/claims/claim-page.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { passHeaders } from "#app/utils/route-headers.ts";

export const meta = unlistedPageMeta;

export const headers = passHeaders("Cache-Control");

export const handle: TitleHandle = { titleKey: "claims.complaintTitle" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return claimPageLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return claimAction(request, context, "complaint");
}

export default function ClaimRoute() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ClaimPage kind="complaint" page={page} actionData={actionData} />;
}
