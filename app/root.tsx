import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { siteFrame } from "#bff/index.server.ts";

import { isAgeConfirmed } from "./age-confirmation.server.ts";
import { AgeNotice } from "./components/layout/age-notice.tsx";
import { CookieBar } from "./components/layout/cookie-bar.tsx";
import { ErrorPage } from "./components/layout/error-page.tsx";
import { Notifications } from "./components/layout/notifications.tsx";
import { ProgressBar } from "./components/layout/progress-bar.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { TranslationsScript } from "./components/layout/translations-script.tsx";
import { cookieConsent } from "./cookie-consent.server.ts";
import { cartTokenCookie } from "./cookies.server.ts";
import { takeNotifications } from "./flash.server.ts";
import { useNonce } from "./nonce.tsx";
import { requestContext } from "./request-context.server.ts";
import stylesHref from "./styles/app.css";
import { fromBff } from "./utils/bff-edge.server.ts";
import { useRootData } from "./utils/root-data.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
];

export const meta: MetaFunction = () => [{ title: "Amoris" }];

export const handle = { i18n: ["common"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const [frame, flash] = await Promise.all([
    fromBff(() => siteFrame({ ctx })),
    takeNotifications(request),
  ]);
  const headers = new Headers();
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);
  if (frame.cart?.tokenExpired) {
    headers.append("Set-Cookie", await cartTokenCookie.serialize("", { maxAge: 0 }));
  }
  return data(
    {
      locale: ctx.locale,
      origin: new URL(request.url).origin,
      frame,
      notifications: flash.notifications,
      ageConfirmed: isAgeConfirmed(request),
      cookieConsent: cookieConsent(request),
    },
    { headers },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  const nonce = useNonce();
  const { t } = useTranslation();
  const frame = rootData?.frame;
  // Until confirmed (or when the root data is missing), the page sits behind the notice.
  const showAgeNotice = rootData?.ageConfirmed !== true;
  const cookieBar = rootData?.cookieConsent ? null : frame?.cookieBar;
  return (
    <html lang={rootData?.locale ?? "cs"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <ProgressBar />
        <div className="page" inert={showAgeNotice ? "" : undefined}>
          <a href="#main" className="skip-link">
            {t("nav.skip")}
          </a>
          {cookieBar?.position === "top" ? <CookieBar text={cookieBar.text} /> : null}
          <SiteHeader mainMenu={frame?.mainMenu ?? []} cartCount={frame?.cart?.itemCount ?? null} />
          <main id="main">{children}</main>
          <SiteFooter menus={frame?.footerMenus ?? []} />
          {cookieBar?.position === "bottom" ? <CookieBar text={cookieBar.text} /> : null}
        </div>
        {showAgeNotice ? <AgeNotice /> : null}
        <Notifications incoming={rootData?.notifications ?? []} />
        <TranslationsScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
