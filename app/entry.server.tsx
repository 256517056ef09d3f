import { randomBytes } from "node:crypto";

import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

import { StaticFrameProvider } from "#app/components/layout/kept-markup.tsx";
import { TranslationsUrlProvider } from "#app/components/layout/translations-script.tsx";
import {
  contentSecurityPolicy,
  framedOrigins,
} from "#app/document/content-security-policy.server.ts";
import { documentBody } from "#app/document/document-body.server.ts";
import { imagePreconnect } from "#app/document/image-preconnect.server.ts";
import { NonceProvider } from "#app/document/nonce.tsx";
import { frameOutage, isOutageAnswer } from "#app/document/outage-answer.ts";
import { documentCacheControl } from "#app/document/shared-cache.server.ts";
import { staticFrameOf } from "#app/document/static-frame.server.ts";
import { i18next } from "#app/i18n/i18next.server.ts";
import { pageTranslations } from "#app/i18n/page-translations.server.ts";
import { TranslationsProvider } from "#app/i18n/use-translation.tsx";
import { configuredLocaleOrigins } from "#app/shopper/locale-of-request.server.ts";
import { publicOrigin } from "#app/shopper/public-origin.server.ts";
import { consentBannerOrigins } from "#app/tracking/consent-banner.ts";
import { thirdPartyScriptOrigins } from "#app/tracking/third-party-scripts.server.ts";
import { setLocaleOrigins } from "#app/utils/href.ts";
import { getConfig, log, ServerTiming } from "#bff/index.server.ts";

export const streamTimeout = 5_000;

// server.mjs is plain Node and cannot import TypeScript: it takes its own settings, validated
// with the rest of the configuration, from the built bundle's entry module.
export { serverSettings } from "#bff/index.server.ts";

// Before the first request, so that every loader's href() already knows the language hosts.
setLocaleOrigins(configuredLocaleOrigins());

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const config = getConfig();
  setServerTiming(responseHeaders, loadContext);
  const nonce = randomBytes(16).toString("base64");
  const locale = await i18next.getLocale(request);
  const page = pageTranslations(locale, remixContext);

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      nonce,
      imageOrigins: [new URL(config.IMAGE_CDN_URL).origin],
      formOrigins: [new URL(config.PAYMENT_GATEWAY_URL).origin],
      frameOrigins: framedOrigins(remixContext.staticHandlerContext.loaderData),
      scriptOrigins: [
        ...consentBannerOrigins(config.CONSENT_BANNER_ID),
        ...thirdPartyScriptOrigins(config),
      ],
      isDevelopment: config.NODE_ENV === "development",
    }),
  );
  const preconnect = imagePreconnect(config.IMAGE_CDN_URL, publicOrigin(request, config));
  if (preconnect) responseHeaders.append("Link", preconnect);
  responseHeaders.set(
    "Cache-Control",
    documentCacheControl({
      request,
      status: responseStatusCode,
      headers: responseHeaders,
      routeHandles: remixContext.staticHandlerContext.matches.map(
        (match) => remixContext.routeModules[match.route.id]?.handle,
      ),
      config,
    }),
  );
  // A page an outage keeps from rendering is the maintenance page, with its Retry-After.
  const outage = frameOutage(remixContext.staticHandlerContext.loaderData);
  if (isOutageAnswer(responseStatusCode, outage) && !responseHeaders.has("Retry-After")) {
    responseHeaders.set("Retry-After", String(config.MAINTENANCE_RETRY_AFTER));
  }

  return new Promise<Response>((resolvePromise) => {
    // Deferred data settles by streamTimeout; a render still running a second later is
    // starved (an overloaded instance) and gives up, which must show in the log.
    const renderTimeout = new Error("render timed out");
    let shellRendered = false;
    let timedOut = false;
    // Cleared once the render is over: aborting a finished render ended the body's stream a
    // second time (an error object with its stack per page) and kept the whole render, the
    // loader data included, from the garbage collector for six seconds.
    let abortRender: (reason: unknown) => void = () => undefined;
    const renderTimer = setTimeout(() => abortRender(renderTimeout), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslationsProvider value={page.translations}>
          <TranslationsUrlProvider value={page.moduleMarker}>
            <StaticFrameProvider value={{ frame: staticFrameOf(loadContext) }}>
              <RemixServer context={remixContext} url={request.url} nonce={nonce} />
            </StaticFrameProvider>
          </TranslationsUrlProvider>
        </TranslationsProvider>
      </NonceProvider>,
      {
        nonce,
        // A document waits for its streamed parts (reviews, alternatives): React fills them
        // in with inline scripts, which a browser without JavaScript never runs. Later
        // navigations still get them streamed, after the data the page needs first.
        onAllReady() {
          clearTimeout(renderTimer);
          shellRendered = true;
          // Every boundary has rendered: the module now holds every group the page read.
          const body = documentBody({ marker: page.moduleMarker, value: page.moduleUrl() });
          resolvePromise(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          // Even the error page failed to render: answer a page that cannot fail.
          clearTimeout(renderTimer);
          log.error("shell render failed", { error: String(error) });
          resolvePromise(
            errorPageFailure(responseHeaders, {
              lang: locale,
              title: page.t("errors.errorPage"),
              home: page.t("errors.backHome"),
            }),
          );
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (error === renderTimeout) {
            // Once, not once for each boundary still waiting.
            if (timedOut) return;
            timedOut = true;
            log.error("render timed out", {
              path: new URL(request.url).pathname,
              timeoutMs: streamTimeout + 1_000,
            });
          } else if (shellRendered) {
            log.error("render error", { error: String(error) });
          }
        },
      },
    );
    abortRender = abort;
  });
}

/**
 * The last resort when rendering the page, error pages included, fails: static Czech HTML
 * saying an error occurred while showing the error page, with a link home.
 */
function errorPageFailure(
  headers: Headers,
  texts: { lang: string; title: string; home: string },
): Response {
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(
    `<!DOCTYPE html><html lang="${escape(texts.lang)}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escape(texts.title)}</title></head><body><main><h1>${escape(texts.title)}</h1>` +
      `<p><a href="/">${escape(texts.home)}</a></p></main></body></html>`,
    { status: 500, headers },
  );
}

/** The upstream calls this request made, for the browser's network panel. */
function setServerTiming(headers: Headers, loadContext: AppLoadContext) {
  const timings = loadContext.serverTimings ?? [];
  if (timings.length > 0) headers.set("Server-Timing", new ServerTiming(timings).toHeader());
}

export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  setServerTiming(response.headers, context);
  // A navigation's data streams its deferred parts: a buffering proxy would hold them back.
  response.headers.set("X-Accel-Buffering", "no");
  if (!response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A resource route's thrown `data()` (a 404 of a POST-only route) arrives here as well: an
  // answer to the client, not a failure of the server.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error("unhandled server error", {
    path: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
};
