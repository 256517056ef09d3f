import type { PlaceOrderPayload } from "#bff/store/checkout.ts";

/** The delivery-details form as the payload rules read it (every text trimmed). */
export type CheckoutDetails = {
  email: string;
  formalTitle?: "Mr" | "Mrs";
  fullName: string;
  phone: string;
  dateOfBirth: string;
  street?: string;
  houseNumber?: string;
  city?: string;
  postcode?: string;
  country: string;
  note?: string;
  note_for_shipper?: string;
  customOrderNumber?: string;
  cardRequest?: boolean;
  isBusiness?: boolean;
  companyName?: string;
  tin?: string;
  vatin?: string;
  vatinsvk?: string;
  differentAddress?: boolean;
  billingStreet?: string;
  billingHouseNumber?: string;
  billingCity?: string;
  billingPostcode?: string;
  billingCountry: string;
  shipToShippingAddress?: boolean;
  shippingName?: string;
  shippingBusinessName?: string;
  shippingPhone?: string;
  isRegistration?: boolean;
  password?: string;
  passwordConfirmation?: string;
  satisfactionSurvey?: boolean;
  purchaseRating?: boolean;
  magazine?: boolean;
  newsletter?: boolean;
  smsMarketing?: boolean;
};

export type OrderAddress = PlaceOrderPayload["billing_address"];

/** The shopper's choices of the shipping-and-payment step. */
export type OrderChoices = {
  shipperId: number;
  paymentId: number;
  branchId: number | null;
  deliveryTimeId: string | null;
};

/** Shop settings the payload rules depend on. */
export type OrderSettings = {
  /** Customers may give an order number of their own. */
  customOrderNumber: boolean;
  /** A business customer may still name a company for the parcel's recipient. */
  businessShippingName: boolean;
};

const filled = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== "";

/** Street and house number as one line, the way the store keeps an address. */
export function joinStreet(street: string | undefined, houseNumber: string | undefined): string {
  return [street, houseNumber].filter(filled).join(" ").trim();
}

/**
 * The reverse of `joinStreet` for an address written on one line (ARES answers so): the
 * last word is the house number when it holds a digit ("Na Příkopě 10/12a").
 */
export function splitStreet(line: string): { street: string; houseNumber: string } {
  const match = /^(.*\D)\s+(\S*\d\S*)$/.exec(line.trim());
  return match?.[1] && match[2]
    ? { street: match[1].trim(), houseNumber: match[2] }
    : { street: line.trim(), houseNumber: "" };
}

/**
 * Spec §4: billing info and business mode switch on when any of their fields is filled, as
 * does shipping to another address; a ticked box switches its mode on by itself. Billing
 * info covers both the business data and a billing address of its own.
 */
export function checkoutModes(details: Partial<CheckoutDetails>) {
  const business =
    details.isBusiness === true ||
    [details.companyName, details.tin, details.vatin, details.vatinsvk].some(filled);
  const differentAddress =
    details.differentAddress === true ||
    [
      details.billingStreet,
      details.billingHouseNumber,
      details.billingCity,
      details.billingPostcode,
    ].some(filled);
  const shipToShippingAddress =
    details.shipToShippingAddress === true ||
    [details.shippingName, details.shippingBusinessName, details.shippingPhone].some(filled);
  return {
    business,
    differentAddress,
    billingInfo: business || differentAddress,
    shipToShippingAddress,
  };
}

/** Spec §4: registration counts only with the flag set and the password typed twice alike. */
export function isRegistrationActive(details: Partial<CheckoutDetails>): boolean {
  return (
    details.isRegistration === true &&
    filled(details.password) &&
    details.password === details.passwordConfirmation
  );
}

/** First word and the rest, as the store splits a customer's name. */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * The order payload (spec §7) shaped by the spec's rules (§5, "order payload shaping"):
 * - a blank shipping name falls back to the customer's name;
 * - the shipping business name goes only when filled, and not for a business customer
 *   unless the shop allows it; the shipping phone only when shipping to another address;
 * - a shipper without an address delivers to the branch (or, without one, to the shop), and
 *   then the shipping business name and phone are dropped;
 * - with billing info off, the billing address is the shipping (or branch) address and no
 *   business data is sent.
 */
export function shapeOrderPayload({
  details,
  choices,
  shipperRequiresAddress,
  branchAddress,
  shopAddress,
  settings,
  giftIds,
  utm,
  guest,
  activationUrl,
}: {
  details: CheckoutDetails;
  choices: OrderChoices;
  shipperRequiresAddress: boolean;
  /** The chosen branch's address, when a branch was chosen. */
  branchAddress: OrderAddress | null;
  /** The shop's own address, for pickup without a branch (null when the store has none). */
  shopAddress: OrderAddress | null;
  settings: OrderSettings;
  giftIds: Array<number>;
  utm: Record<string, string>;
  /** Only a guest can register while ordering. */
  guest: boolean;
  /** The activation page a registering guest's mailed link leads to, as at /registrovat. */
  activationUrl?: string;
}): PlaceOrderPayload {
  const modes = checkoutModes(details);
  const name = details.fullName.trim();
  const enteredAddress: OrderAddress = {
    street: joinStreet(details.street, details.houseNumber),
    city: details.city?.trim() ?? "",
    postcode: details.postcode?.trim() ?? "",
    country_code: details.country,
  };
  const deliveryAddress = shipperRequiresAddress ? enteredAddress : (branchAddress ?? shopAddress);
  if (!deliveryAddress) throw new Error("pickup at the shop, but the store has no shop address");

  const shippingName = modes.shipToShippingAddress ? details.shippingName?.trim() : undefined;
  const businessNameAllowed = !modes.business || settings.businessShippingName;
  const toAddress = shipperRequiresAddress;
  const shipping: NonNullable<PlaceOrderPayload["shipping"]> = {
    name: filled(shippingName) ? shippingName : name,
    address: deliveryAddress,
    business_name:
      toAddress &&
      modes.shipToShippingAddress &&
      businessNameAllowed &&
      filled(details.shippingBusinessName)
        ? details.shippingBusinessName.trim()
        : undefined,
    phone:
      toAddress && modes.shipToShippingAddress && filled(details.shippingPhone)
        ? details.shippingPhone.trim()
        : undefined,
  };

  const billingAddress: OrderAddress = modes.differentAddress
    ? {
        street: joinStreet(details.billingStreet, details.billingHouseNumber),
        city: details.billingCity?.trim() ?? "",
        postcode: details.billingPostcode?.trim() ?? "",
        country_code: details.billingCountry,
      }
    : deliveryAddress;

  const business =
    modes.business && filled(details.companyName)
      ? {
          business_name: details.companyName.trim(),
          TIN: details.tin?.trim() ?? "",
          VATIN: filled(details.vatin) ? details.vatin.trim() : null,
        }
      : null;

  const custom = {
    formalTitle: details.formalTitle,
    dateOfBirth: details.dateOfBirth,
    companyName: business?.business_name,
    ICDPH: business && filled(details.vatinsvk) ? details.vatinsvk.trim() : undefined,
    custom_order_number:
      settings.customOrderNumber && filled(details.customOrderNumber)
        ? details.customOrderNumber.trim()
        : undefined,
  };

  const registration = guest && isRegistrationActive(details);
  // Fields left undefined are not sent: JSON leaves them out.
  return {
    name,
    ...splitName(name),
    email: details.email.trim(),
    phone: details.phone.trim(),
    billing_address: billingAddress,
    business,
    shipping,
    custom,
    comment: filled(details.note) ? details.note.trim() : undefined,
    shipper_comment: filled(details.note_for_shipper) ? details.note_for_shipper.trim() : undefined,
    payment_id: choices.paymentId,
    shipper_id: choices.shipperId,
    branch_id: choices.branchId,
    terms: true,
    cardRequest: details.cardRequest === true,
    order_gifts: giftIds,
    newsletter: details.newsletter === true,
    heureka_allow: details.satisfactionSurvey === true,
    zbozicz_allow: details.purchaseRating === true,
    magazine: details.magazine === true,
    phone_notification: details.smsMarketing === true,
    delivery_time_id: choices.deliveryTimeId,
    utm: Object.keys(utm).length > 0 ? utm : undefined,
    registration: registration ? true : undefined,
    password: registration ? details.password : undefined,
    password_confirmation: registration ? details.passwordConfirmation : undefined,
    callbackUrl: registration ? activationUrl : undefined,
  };
}
