import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { cartCookieHeader } from "#app/cart/cart-actions.server.ts";
import { Field } from "#app/forms/field.tsx";
import type { FormField, FormMessage } from "#app/forms/form-field.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { TextareaField } from "#app/forms/textarea-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { boxSettings, importCartLines } from "#bff/index.server.ts";
import { batchAddNotices } from "#bff/rules/cart-batch-messages.ts";
import {
  IMPORT_MAX_LINES,
  parseImportLines,
  type ImportLineError,
} from "#bff/rules/cart-import.ts";

/** A CSV of a few hundred lines is a few kilobytes; anything far larger is not an order. */
const MAX_FILE_BYTES = 200_000;

/**
 * The whole form: a file up to the limit and pasted lines as long (the textarea is sent
 * even when a file is chosen), with room for the multipart headers. A file somewhat over
 * its limit still reaches the action and is refused at the field; only a body far larger
 * is refused unread (413).
 */
const IMPORT_FORM_MAX_BYTES = 2 * MAX_FILE_BYTES + SMALL_FORM_MAX_BYTES;

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "cart.import.title" };

/** The CSV file; what is wrong with it is said with the lines, which it stands for. */
const IMPORT_FILE: FormField = {
  id: "cart-import-file",
  name: "file",
  errorId: "cart-import-file-errors",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const { shopping } = await boxSettings(ctx);
  return { shopping };
}

type ImportActionData = {
  lines: string;
  formError: string | null;
  lineErrors: Array<ImportLineError>;
};

function refused(lines: string, reply: Partial<Omit<ImportActionData, "lines">>) {
  return data<ImportActionData>(
    { lines, formError: null, lineErrors: [], ...reply },
    { status: 400 },
  );
}

/** The pasted lines, or the uploaded file's text when a file was chosen. */
async function submittedText(formData: FormData): Promise<{ text: string; file: boolean } | null> {
  const file = formData.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_FILE_BYTES) return null;
    return { text: await file.text(), file: true };
  }
  const lines = formData.get("lines");
  return { text: typeof lines === "string" ? lines : "", file: false };
}

/**
 * Import order: the lines are read here (bad ones are refused with their numbers and the
 * text kept), the rest goes to the store in one batch, and the spec's notices are flashed
 * on the way to the cart.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: IMPORT_FORM_MAX_BYTES });
  const submitted = await submittedText(formData);
  if (!submitted) return refused("", { formError: "cart.import.fileTooLarge" });
  const shown = submitted.file ? "" : submitted.text;
  const parsed = parseImportLines(submitted.text, { header: submitted.file });
  if (parsed.errors.length > 0) return refused(shown, { lineErrors: parsed.errors });
  if (parsed.lines.length === 0) return refused(shown, { formError: "cart.import.empty" });
  if (parsed.lines.length > IMPORT_MAX_LINES) {
    return refused(shown, { formError: "cart.import.tooMany" });
  }
  const ctx = await requestContext(request, context);
  const outcome = await importCartLines({ ctx, lines: parsed.lines });
  const target =
    outcome.kind === "added" ? href("cart", ctx.locale) : href("cartImport", ctx.locale);
  return redirectWithNotice(request, target, batchAddNotices(outcome), {
    cookies: [await cartCookieHeader(outcome.cartToken)],
  });
}

export default function CartImport() {
  const { t } = useTranslation();
  const { shopping } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const to = useHref();
  const pending = useIsPending();
  const messages: Array<FormMessage> = [
    ...(actionData?.formError ? [actionData.formError] : []),
    ...(actionData?.lineErrors ?? []).map((error) => ({
      key: error.message,
      values: { line: error.line },
    })),
  ];
  const lines: FormField = {
    id: "cart-import-lines",
    name: "lines",
    errorId: "cart-import-errors",
    errors: messages,
    initialValue: actionData?.lines,
    key: actionData?.lines,
  };

  return (
    <div className="container cart cart-import">
      <h1>{t("cart.import.title")}</h1>
      {shopping.disabled ? (
        <p className="cart-warning" role="alert">
          {shopping.text ?? t("addToCart.shoppingDisabled")}
        </p>
      ) : null}
      <p id="cart-import-help">{t("cart.import.help")}</p>
      <Form method="post" encType="multipart/form-data">
        <TextareaField
          inline
          field={lines}
          label={t("cart.import.linesLabel")}
          describedBy="cart-import-help"
          messagesRole="alert"
          spellCheck={false}
        >
          <Field
            inline
            field={IMPORT_FILE}
            label={t("cart.import.fileLabel")}
            type="file"
            accept=".csv,text/csv,text/plain"
          />
        </TextareaField>
        <button type="submit" className="button button-primary" disabled={pending}>
          {t("cart.import.submit")}
        </button>
      </Form>
      <p>
        <Link to={to("cart")}>{t("cart.import.back")}</Link>
      </p>
    </div>
  );
}
