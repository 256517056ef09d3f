import { useState } from "react";

import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHydrated } from "#app/utils/use-hydrated.ts";

/**
 * A login refused for a restricted group (spec: the redirect modal). With JavaScript a modal
 * the shopper closes; without it the same message on the page.
 */
export function RestrictedNotice({ answer }: { answer: unknown }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [closedAnswer, setClosedAnswer] = useState<unknown>(null);
  if (hydrated) {
    return (
      <Modal
        open={closedAnswer !== answer}
        onClose={() => setClosedAnswer(answer)}
        title={t("auth.restricted.title")}
        size="sm"
      >
        <p>{t("auth.restricted.text")}</p>
      </Modal>
    );
  }
  return (
    <section className="login-restricted" role="alert" aria-labelledby="login-restricted">
      <h2 id="login-restricted">{t("auth.restricted.title")}</h2>
      <p>{t("auth.restricted.text")}</p>
    </section>
  );
}
