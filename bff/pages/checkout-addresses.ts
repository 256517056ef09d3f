import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { log } from "#bff/log.ts";
import { checkoutModes, type CheckoutDetails } from "#bff/rules/order-payload.ts";
import {
  isSamePlace,
  isSaved,
  typedBillingPlace,
  typedDeliveryPlace,
} from "#bff/rules/saved-addresses.ts";
import {
  createUserAddress,
  listUserAddresses,
  type UserAddressInput,
} from "#bff/store/addresses.ts";

const filled = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== "";

/**
 * The addresses of an order worth keeping in the customer's book: the delivery address
 * when the parcel goes to one (a branch is the shipper's), named for its recipient, and a
 * billing address of its own when the form has one (billing info on) that is another place.
 */
export function orderAddressesToSave(
  details: CheckoutDetails,
  deliversToAddress: boolean,
): Array<UserAddressInput> {
  const modes = checkoutModes(details);
  const name = details.fullName.trim();
  const phone = details.phone.trim();
  const delivery = deliversToAddress ? typedDeliveryPlace(details) : null;
  const billing = modes.differentAddress ? typedBillingPlace(details) : null;
  const recipient: Partial<CheckoutDetails> = modes.shipToShippingAddress ? details : {};
  const toSave: Array<UserAddressInput> = [];
  if (delivery) {
    toSave.push({
      type: "delivery",
      name: filled(recipient.shippingName) ? recipient.shippingName.trim() : name,
      companyName: filled(recipient.shippingBusinessName)
        ? recipient.shippingBusinessName.trim()
        : null,
      ...delivery,
      region: null,
      phone: filled(recipient.shippingPhone) ? recipient.shippingPhone.trim() : phone,
    });
  }
  if (billing && !(delivery && isSamePlace(delivery, billing))) {
    toSave.push({
      type: "billing",
      name,
      companyName:
        modes.business && filled(details.companyName) ? details.companyName.trim() : null,
      ...billing,
      region: null,
      phone,
    });
  }
  return toSave;
}

/**
 * Saves a placed order's addresses in the customer's book ("Uložit adresu do mého účtu"),
 * each unless the book has that place already. The order stands whatever happens here:
 * a failure is logged and answered as false, never thrown.
 */
export async function saveOrderAddresses({
  ctx,
  details,
  deliversToAddress,
}: {
  ctx: RequestContext;
  details: CheckoutDetails;
  deliversToAddress: boolean;
}): Promise<boolean> {
  const wanted = orderAddressesToSave(details, deliversToAddress);
  if (wanted.length === 0) return true;
  try {
    const book = await listUserAddresses({ ctx });
    const fresh = wanted.filter(
      (address) =>
        !isSaved(
          address,
          book.filter((saved) => saved.type === address.type),
        ),
    );
    await Promise.all(fresh.map((address) => createUserAddress({ ctx, address })));
    return true;
  } catch (error) {
    // The order is placed already: nothing here may fail it or have it placed again.
    const fields = { requestId: ctx.requestId, error: String(error) };
    if (isBffError(error)) log.warn("order address not saved", fields);
    else log.error("order address not saved", fields);
    return false;
  }
}
