import { usePriceFormatter } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { FinishedOrder } from "#bff/pages/checkout-finished.ts";
import "./checkout.css";

/** The quiet zone the QR standard asks around the code, in modules. */
const QUIET_ZONE = 4;

export type BankTransferDetails = NonNullable<FinishedOrder["bankTransfer"]>;

/**
 * Where to send the money for a bank transfer, and the same as a code a banking app scans:
 * QR Platba for crowns, PAY by square for euros. The code is drawn on the server; its text
 * alternative says what it pays. The finished page and the account's order show it alike.
 */
export function BankTransfer({ transfer }: { transfer: BankTransferDetails }) {
  const { t } = useTranslation();
  const format = usePriceFormatter();
  const amount = format(transfer.amount);
  const qr = transfer.qr;
  const side = qr ? qr.size + QUIET_ZONE * 2 : 0;
  return (
    <section className="checkout-section finished-bank" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">{t("checkout.finished.bankTitle")}</h2>
      <dl className="finished-bank-details">
        <div>
          <dt>{t("checkout.finished.account")}</dt>
          <dd>{transfer.accountNumber}</dd>
        </div>
        <div>
          <dt>{t("checkout.finished.iban")}</dt>
          <dd>{transfer.iban}</dd>
        </div>
        <div>
          <dt>{t("checkout.finished.bankAmount")}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t("checkout.finished.variableSymbol")}</dt>
          <dd>{transfer.variableSymbol}</dd>
        </div>
      </dl>
      {qr ? (
        <figure className="finished-qr">
          <svg
            role="img"
            aria-labelledby="bank-transfer-qr-title"
            viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
            width="200"
            height="200"
            shapeRendering="crispEdges"
          >
            <title id="bank-transfer-qr-title">
              {t("checkout.finished.qrAlt", {
                standard: t(`checkout.finished.qrStandard.${qr.standard}`),
                amount,
                account: transfer.accountNumber,
                variableSymbol: transfer.variableSymbol,
              })}
            </title>
            <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <figcaption>
            {t("checkout.finished.qrHint", {
              standard: t(`checkout.finished.qrStandard.${qr.standard}`),
            })}
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
