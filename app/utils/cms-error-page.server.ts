import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { cmsErrorPage } from "#bff/index.server.ts";

type ThrownData = { data: unknown; init: ResponseInit | null };

function isThrownData(thrown: unknown): thrown is ThrownData {
  return typeof thrown === "object" && thrown !== null && "data" in thrown && "init" in thrown;
}

/**
 * What a loader threw, carrying the CMS's error page of its status (`errorPage` beside the
 * data it had) when the CMS has one. The page travels with the error, so the first render,
 * hydration and a client-side navigation show the same words, and pages that do not fail
 * carry nothing. A bug (anything but a thrown answer) and an answer with a body of its own
 * stay as they are; the error page shows the shop's own texts for them.
 */
export async function withCmsErrorPage(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  thrown: unknown,
): Promise<unknown> {
  const bodiless = thrown instanceof Response && thrown.body === null;
  if (!bodiless && !isThrownData(thrown)) return thrown;
  const init: ResponseInit = bodiless
    ? { status: thrown.status, headers: thrown.headers }
    : ((thrown as ThrownData).init ?? {});
  const status = init.status ?? 200;
  if (status < 400) return thrown;
  const ctx = await requestContext(request, context);
  const page = await cmsErrorPage({ ctx, status });
  if (!page) return thrown;
  const had = bodiless ? null : (thrown as ThrownData).data;
  const fields = typeof had === "object" && had !== null ? had : {};
  // Its links, as any CMS text's, lead to the pages in the shopper's language.
  return data({ ...fields, errorPage: await linksInLanguage(ctx, page) }, init);
}

/** Runs a page loader; what it throws carries the CMS's error page (`withCmsErrorPage`). */
export async function withErrorPage<Result>(
  args: LoaderFunctionArgs,
  load: (args: LoaderFunctionArgs) => Promise<Result>,
): Promise<Result> {
  try {
    return await load(args);
  } catch (thrown) {
    throw await withCmsErrorPage(args, thrown);
  }
}
