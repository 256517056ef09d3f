import { CheckoutSection } from "#app/components/checkout/checkout-section.tsx";
import { PickupShop } from "#app/components/checkout/pickup-shop.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { AccountOrder, PostalAddress } from "#bff/pages/account-orders.ts";
import "./account-orders.css";

function Address({ address }: { address: PostalAddress }) {
  return (
    <address>
      {address.name ? (
        <>
          {address.name}
          <br />
        </>
      ) : null}
      {address.street}
      <br />
      {address.postcode} {address.city}
      {address.country ? (
        <>
          <br />
          {address.country}
        </>
      ) : null}
    </address>
  );
}

/** Who pays and where the parcel goes (an address or a pickup point), and how. */
export function OrderAddresses({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
  const { delivery } = order;
  return (
    <CheckoutSection id="order-addresses" title={t("accountOrders.detail.addressesTitle")}>
      <div className="order-addresses">
        <div>
          <h3>{t("accountOrders.detail.billing")}</h3>
          <Address address={order.billingAddress} />
          <h3>{t("accountOrders.detail.contact")}</h3>
          <p className="order-contact">
            {order.customer.email}
            <br />
            {order.customer.phone}
          </p>
        </div>
        {delivery ? (
          <div>
            <h3>
              {delivery.kind === "branch"
                ? t("accountOrders.detail.branch")
                : t("accountOrders.detail.shipping")}
            </h3>
            {order.pickupShop ? (
              <PickupShop shop={order.pickupShop} />
            ) : (
              <Address address={delivery.place} />
            )}
          </div>
        ) : null}
        <div>
          <h3>{t("accountOrders.detail.shipper")}</h3>
          <p>{order.shipperName}</p>
          <h3>{t("accountOrders.detail.paymentMethod")}</h3>
          <p>{order.paymentName}</p>
        </div>
      </div>
    </CheckoutSection>
  );
}
