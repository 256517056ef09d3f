import { Form, useNavigate } from "@remix-run/react";
import { useState } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

/** About a kilometre: enough to find the nearest shop, no more of where the shopper is. */
const POSITION_DECIMALS = 2;

/**
 * "Nejbližší prodejna": a GET form with a postcode (works without JavaScript), and with
 * JavaScript the browser's position, asked only when the shopper presses the button.
 */
export function NearestBranchForm({
  postcode,
  unknownPostcode,
}: {
  postcode: string;
  unknownPostcode: string | null;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [locating, setLocating] = useState<"idle" | "busy" | "failed">("idle");

  function locate() {
    setLocating("busy");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating("idle");
        const position = `${coords.latitude.toFixed(POSITION_DECIMALS)},${coords.longitude.toFixed(POSITION_DECIMALS)}`;
        navigate(`${to("branches")}?poloha=${position}#nejblizsi`);
      },
      () => setLocating("failed"),
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  }

  return (
    <section className="branch-nearest" aria-labelledby="nejblizsi">
      <h2 id="nejblizsi">{t("branches.nearest")}</h2>
      <Form method="get" action={to("branches")} className="branch-nearest-form">
        <div className="field">
          <label htmlFor="psc">{t("branches.postcode")}</label>
          <input
            id="psc"
            name="psc"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            defaultValue={postcode}
            aria-invalid={unknownPostcode ? true : undefined}
            aria-describedby={unknownPostcode ? "psc-error psc-hint" : "psc-hint"}
          />
          {unknownPostcode ? (
            <p id="psc-error" className="field-errors">
              {t("branches.unknownPostcode", { postcode: unknownPostcode })}
            </p>
          ) : null}
          <p id="psc-hint" className="field-hint">
            {t("branches.nearestHint")}
          </p>
        </div>
        <button type="submit" className="button button-primary">
          {t("branches.find")}
        </button>
      </Form>
      {hydrated && "geolocation" in navigator ? (
        <p className="branch-locate">
          <button type="button" className="button" onClick={locate} disabled={locating === "busy"}>
            {t("branches.useLocation")}
          </button>
          <span role="status" className="field-hint">
            {locating === "busy" ? t("branches.locating") : null}
            {locating === "failed" ? t("branches.locationFailed") : null}
          </span>
        </p>
      ) : null}
    </section>
  );
}
