import { useState } from "react";

import { Modal } from "#app/components/ui/modal.tsx";
import { Trans, useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

/** Whom the customer turns to: the shop's phone and e-mail from the CMS footer. */
function ContactLine() {
  const contact = useRootData()?.frame.contact;
  if (!contact) return null;
  return (
    <p>
      <Trans
        i18nKey="auth.restricted.contact"
        values={{ phone: contact.phone, email: contact.email, hours: contact.openingHours }}
        components={[
          <a key="phone" href={`tel:${contact.phone.replace(/\s+/g, "")}`}>
            {contact.phone}
          </a>,
          <a key="email" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>,
        ]}
      />
    </p>
  );
}

/**
 * A login refused for a restricted group (spec: the redirect modal). With JavaScript a modal
 * the shopper closes; without it the same message on the page. Either says whom to contact:
 * the spec names no portal to send the customer on to.
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
        <ContactLine />
      </Modal>
    );
  }
  return (
    <section className="login-restricted" role="alert" aria-labelledby="login-restricted">
      <h2 id="login-restricted">{t("auth.restricted.title")}</h2>
      <p>{t("auth.restricted.text")}</p>
      <ContactLine />
    </section>
  );
}
