import { useFetcher } from "@remix-run/react";
import { useEffect, type FormEvent } from "react";

import { useNotify } from "#app/components/layout/notifications.tsx";
import { usePriceFormatter } from "#app/components/product/price.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { ENHANCED_FIELD } from "#app/forms/enhanced.ts";
import { Field } from "#app/forms/field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { HoneypotField } from "#app/forms/honeypot-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { NewsletterActionData, NewsletterReply } from "#app/newsletter/newsletter.server.ts";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import { useNewsletterTracking } from "#app/tracking/use-newsletter-tracking.ts";
import { useHref } from "#app/utils/use-href.ts";
import "./newsletter.css";

/** Its messages come as notifications, so the field itself never shows one. */
const EMAIL: FormField = {
  id: "welcome-email",
  name: "email",
  errorId: "welcome-email-error",
  required: true,
};

function firstError(result: NewsletterReply): string | null {
  const messages = Object.values(result.error ?? {}).flatMap((errors) => errors ?? []);
  return messages[0] ?? null;
}

/** The first message of the browser's own check, so nothing invalid is sent. */
function validationMessage(form: HTMLFormElement): string | null {
  const input = form.elements.namedItem("email");
  if (!(input instanceof HTMLInputElement)) return null;
  if (input.validity.valueMissing) return "newsletter.emailRequired";
  if (input.validity.typeMismatch) return "newsletter.emailInvalid";
  return null;
}

/**
 * The welcome campaign's modal, loaded only when it opens. Step 1 is the e-mail form (a
 * validation message shows as a danger notification and nothing is sent); step 2 thanks,
 * once the store subscribed the address or answered 401 (already subscribed, its title
 * then comes as the success notification). Any other refusal keeps step 1.
 */
export function WelcomeModal({
  couponValue,
  minimumOrder,
  onClose,
}: {
  couponValue: string;
  /** The campaign's minimum order in the shopper's currency (`welcome_campaign_limit`). */
  minimumOrder: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatPrice = usePriceFormatter();
  const to = useHref();
  const notify = useNotify();
  const fetcher = useFetcher<NewsletterActionData>({ key: "newsletter-welcome" });

  const answer = fetcher.data;
  useNewsletterTracking(answer, "welcome");
  useEffect(() => {
    if (!answer || answer.subscribed) return;
    notify({ type: "danger", message: firstError(answer.result) ?? "newsletter.failed" });
  }, [answer, notify]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const message = validationMessage(event.currentTarget);
    if (!message) return;
    event.preventDefault();
    notify({ type: "danger", message });
  };

  const busy = fetcher.state !== "idle";
  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={t("newsletter.welcome.title", { value: couponValue })}
    >
      {answer?.subscribed ? (
        <div className="welcome-thanks">
          <p>{t("newsletter.welcome.thanks")}</p>
          <button type="button" className="button button-primary" onClick={onClose}>
            {t("newsletter.welcome.continue")}
          </button>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          action={to("newsletter")}
          noValidate
          onSubmit={onSubmit}
          className="welcome-form"
        >
          <p>
            {t("newsletter.welcome.text", { value: couponValue })}
            {minimumOrder === null
              ? null
              : ` ${t("newsletter.welcome.minimumOrder", { amount: formatPrice(minimumOrder) })}`}
          </p>
          <input type="hidden" name="source" value="welcome" />
          <input type="hidden" name={ENHANCED_FIELD} value="1" />
          <HoneypotField formId="newsletter-welcome" />
          <Field
            field={EMAIL}
            label={t("newsletter.email")}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t("newsletter.submitting") : t("newsletter.welcome.submit")}
          </button>
        </fetcher.Form>
      )}
    </Modal>
  );
}
