import { joinStreet, splitStreet, type CheckoutDetails } from "#bff/rules/order-payload.ts";

/** An address of the customer's book as the details step offers it. */
export type SavedAddress = {
  id: number;
  type: "delivery" | "billing";
  name: string;
  companyName: string | null;
  /** Street and house number on one line, as the store keeps them. */
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
  phone: string | null;
};

/** Where a parcel or an invoice goes, as two addresses are compared. */
export type Place = { street: string; city: string; postcode: string; countryCode: string };

const words = (text: string) => text.trim().toLocaleLowerCase("cs").replace(/\s+/g, " ");
const digits = (text: string) => text.replace(/\s+/g, "");

/**
 * Whether two addresses are one place: case, spacing and the space in a postcode
 * ("602 00", "60200") make no difference.
 */
export function isSamePlace(one: Place, other: Place): boolean {
  return (
    words(one.street) === words(other.street) &&
    words(one.city) === words(other.city) &&
    digits(one.postcode) === digits(other.postcode) &&
    one.countryCode === other.countryCode
  );
}

/** The delivery address typed in the details form, or null while it is incomplete. */
export function typedDeliveryPlace(
  details: Pick<CheckoutDetails, "street" | "houseNumber" | "city" | "postcode" | "country">,
): Place | null {
  const place = {
    street: joinStreet(details.street, details.houseNumber),
    city: details.city?.trim() ?? "",
    postcode: details.postcode?.trim() ?? "",
    countryCode: details.country,
  };
  return place.street && place.city && place.postcode ? place : null;
}

/** The billing address typed in the details form, or null while it is incomplete. */
export function typedBillingPlace(
  details: Pick<
    CheckoutDetails,
    "billingStreet" | "billingHouseNumber" | "billingCity" | "billingPostcode" | "billingCountry"
  >,
): Place | null {
  return typedDeliveryPlace({
    street: details.billingStreet,
    houseNumber: details.billingHouseNumber,
    city: details.billingCity,
    postcode: details.billingPostcode,
    country: details.billingCountry,
  });
}

/** Whether the place is one of the saved addresses of its kind already. */
export function isSaved(place: Place, saved: ReadonlyArray<Place>): boolean {
  return saved.some((address) => isSamePlace(address, place));
}

/**
 * The details form's fields a saved delivery address fills in. The address names who
 * receives the parcel: a name other than the buyer's, a company, or a phone other than the
 * buyer's go to the recipient's fields, and are cleared there when it names none of them,
 * so that switching from somebody else's address to one's own does not ship to them.
 */
export function deliveryAddressFields(
  address: SavedAddress,
  buyer: { fullName: string; phone: string },
): Record<string, string> {
  const { street, houseNumber } = splitStreet(address.street);
  const recipient = {
    shippingName: words(address.name) === words(buyer.fullName) ? "" : address.name,
    shippingBusinessName: address.companyName ?? "",
    shippingPhone:
      address.phone && digits(address.phone) !== digits(buyer.phone) ? address.phone : "",
  };
  const forSomebodyElse = Object.values(recipient).some((value) => value !== "");
  return {
    street,
    houseNumber,
    city: address.city,
    postcode: address.postcode,
    country: address.countryCode,
    ...recipient,
    ...(forSomebodyElse ? { shipToShippingAddress: "on" } : {}),
  };
}

/** The details form's fields a saved billing address fills in; its section opens with them. */
export function billingAddressFields(address: SavedAddress): Record<string, string> {
  const { street, houseNumber } = splitStreet(address.street);
  return {
    billingStreet: street,
    billingHouseNumber: houseNumber,
    billingCity: address.city,
    billingPostcode: address.postcode,
    billingCountry: address.countryCode,
    differentAddress: "on",
  };
}

/** One line naming a saved address in a choice: "Eva Malá, Husova 5, 602 00 Brno". */
export function savedAddressLabel(address: SavedAddress): string {
  return [address.name, address.companyName, address.street, `${address.postcode} ${address.city}`]
    .filter((part) => part !== null && part.trim() !== "")
    .join(", ");
}
