import { useFetchers, useNavigation } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";

/** The thin bar on top while a page or a form submission is on its way. */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  return (
    <div
      className={busy ? "progress-bar is-busy" : "progress-bar"}
      role="progressbar"
      aria-label={t("progress")}
      aria-hidden={!busy}
      aria-busy={busy}
    />
  );
}
