import type { FormShape } from "#app/testing/hostile-form.ts";

export type ActionForm = FormShape & { params?: Record<string, string> };

/**
 * What each action's forms send, by route module: its intents, a valid value for each field
 * (so that some hostile submissions get past the schema to the store), and the parameters
 * of its address. The property tests of every action and the journeys that post hostile
 * forms to the built shop start from these.
 */
export const ACTION_FORMS: Record<string, ActionForm> = {
  "$/route.tsx": { intents: [], fields: { email: "hostile.fuzz@example.cz" } },
  "aktivovat/route.tsx": { intents: [], fields: { token: "activation-token-1" } },
  "kontakt/route.tsx": {
    intents: [],
    fields: {
      name: "Jana Nováková",
      email: "hostile.fuzz@example.cz",
      orderCode: "2026000123",
      message: "Dobrý den, kdy mi přijde zásilka?",
      website: "",
    },
  },
  "kosik/route.tsx": {
    intents: ["update", "remove", "coupon", "removeCoupon", "credits", "gift"],
    fields: { itemId: "1", quantity: "2", couponCode: "SLEVA10", credits: "10", giftId: "1" },
  },
  "kosik_.dodaci-udaje/route.tsx": {
    intents: ["ares", "deliveryAddress", "billingAddress"],
    fields: {
      orderKey: "3f1c2a8e-0a4b-4c7e-9d55-2f1b7c1e9a10",
      email: "hostile.fuzz@example.cz",
      fullName: "Jana Nováková",
      phone: "+420 777 123 456",
      street: "Dlouhá",
      houseNumber: "12",
      city: "Praha",
      postcode: "110 00",
      country: "CZ",
      isBusiness: "on",
      companyName: "Nováková s.r.o.",
      tin: "27074358",
      vatin: "CZ27074358",
      differentAddress: "on",
      billingStreet: "Krátká",
      billingHouseNumber: "3",
      billingCity: "Brno",
      billingPostcode: "602 00",
      billingCountry: "CZ",
      isRegistration: "on",
      password: "Heslo123!",
      passwordConfirmation: "Heslo123!",
      terms: "on",
      privacy: "on",
      note: "Zvonit dvakrát",
      dateOfBirth: "1990-01-01",
      deliveryAddressId: "1",
      billingAddressId: "1",
    },
  },
  "kosik_.dokonceni/route.tsx": {
    intents: ["payAgain"],
    fields: { token: "order-token-1" },
  },
  "kosik_.doprava-a-platba/route.tsx": {
    intents: ["shipper", "payment", "branch", "deliveryTime"],
    fields: { shipperId: "1", paymentId: "1", branchId: "1", deliveryTimeId: "1" },
  },
  "kosik_.hromadne-vlozeni.ts": {
    intents: [],
    fields: { "amount.1": "2", "name.1": "Olej", returnTo: "/kosik", enhanced: "1" },
  },
  "kosik_.import-objednavky/route.tsx": {
    intents: [],
    fields: { lines: "OLEJ-100 2\nGEL-50;1", file: "" },
  },
  "odber-novinek/route.ts": {
    intents: [],
    fields: {
      email: "hostile.fuzz@example.cz",
      source: "welcome",
      enhanced: "1",
      redirectTo: "/kosik",
      website: "",
    },
  },
  "odhlasit/route.ts": { intents: [], fields: { redirectTo: "/uzivatel" } },
  "porovnani/route.tsx": {
    intents: ["add", "remove", "clear"],
    fields: { productId: "1", returnTo: "/porovnani" },
  },
  "potvrzeni-veku.ts": { intents: [], fields: { redirectTo: "/kategorie" } },
  "prihlasit/route.tsx": {
    intents: ["loginAsUser"],
    fields: {
      email: "hostile.fuzz@example.cz",
      password: "Heslo123!",
      redirectTo: "/kosik",
      token: "login-as-user-token",
      oblibene: "1",
    },
  },
  "produkt.$slug/route.tsx": {
    intents: ["watch", "review", "addToList", "add"],
    fields: {
      variantId: "1",
      productId: "1",
      quantity: "1",
      email: "hostile.fuzz@example.cz",
      stars: "5",
      text: "Skvělý produkt",
      listId: "1",
      amount: "1",
      newListName: "Na chatu",
      returnTo: "/produkt/olej",
      enhanced: "1",
      website: "",
    },
    params: { slug: "lubrikacni-gel-aqua-100-ml" },
  },
  "registrovat/route.tsx": {
    intents: [],
    fields: {
      firstName: "Jana",
      lastName: "Nováková",
      email: "hostile.fuzz@example.cz",
      phone: "+420 777 123 456",
      password: "Heslo123!",
      passwordConfirmation: "Heslo123!",
      newsletter: "on",
      terms: "on",
      redirectTo: "/kosik",
      website: "",
    },
  },
  "reklamace/route.tsx": {
    intents: [],
    fields: {
      objednavka: "2026000123",
      email: "hostile.fuzz@example.cz",
      claimKey: "claim-key-1",
      "items[0].id": "1",
      "items[0].amount": "1",
      bankAccount: "19-2000145399/0800",
      consent: "on",
      description: "Po týdnu přestal fungovat vypínač.",
      photos: "",
    },
  },
  "resetovat-heslo/route.tsx": {
    intents: [],
    fields: {
      token: "reset-token-1",
      email: "hostile.fuzz@example.cz",
      password: "Heslo123!",
      passwordConfirmation: "Heslo123!",
    },
  },
  "souhlas-s-cookies.ts": {
    intents: [],
    fields: { choice: "custom", category: "analytics", redirectTo: "/" },
  },
  "uzivatel_.adresy_.$id/route.tsx": {
    intents: ["delete"],
    fields: {
      type: "delivery",
      name: "Jana Nováková",
      companyName: "",
      street: "Dlouhá 12",
      city: "Praha",
      postcode: "110 00",
      countryCode: "CZ",
      region: "",
      phone: "+420 777 123 456",
    },
    params: { id: "1" },
  },
  "uzivatel_.adresy_.nova/route.tsx": {
    intents: [],
    fields: {
      type: "billing",
      name: "Jana Nováková",
      street: "Dlouhá 12",
      city: "Praha",
      postcode: "110 00",
      countryCode: "CZ",
      phone: "+420 777 123 456",
    },
  },
  "uzivatel_.nakupni-seznamy/route.tsx": {
    intents: ["create", "addItem"],
    fields: { name: "Na chatu", variantId: "1", amount: "1", listId: "1", returnTo: "/" },
  },
  "uzivatel_.nakupni-seznamy_.$id/route.tsx": {
    intents: ["rename", "delete", "amount", "removeItem", "addToCart", "addAll"],
    fields: { name: "Na chatu", itemId: "1", amount: "2" },
    params: { id: "1" },
  },
  "uzivatel_.objednavky_.$id/route.tsx": {
    intents: ["reorder"],
    fields: {},
    params: { id: "1" },
  },
  "uzivatel_.oblibene/route.tsx": {
    intents: ["wish", "remove", "addAll", "unwatch"],
    fields: {
      variantId: "1",
      productId: "1",
      wished: "1",
      itemId: "1",
      watchId: "1",
      returnTo: "/",
    },
  },
  "uzivatel_.osobni-udaje/route.tsx": {
    intents: ["ares"],
    fields: {
      firstName: "Jana",
      lastName: "Nováková",
      phone: "+420 777 123 456",
      isBusiness: "on",
      companyName: "Nováková s.r.o.",
      tin: "27074358",
      vatin: "CZ27074358",
      newsletter: "on",
    },
  },
  "uzivatel_.zmena-hesla/route.tsx": {
    intents: [],
    fields: { oldPassword: "Heslo123!", password: "Heslo456!", passwordConfirmation: "Heslo456!" },
  },
  "vraceni-zbozi/route.tsx": {
    intents: [],
    fields: {
      objednavka: "2026000123",
      email: "hostile.fuzz@example.cz",
      "items[0].id": "1",
      "items[0].amount": "1",
      bankAccount: "19-2000145399/0800",
      consent: "on",
      reason: "dislike",
    },
  },
  "zapomenute-heslo/route.tsx": { intents: [], fields: { email: "hostile.fuzz@example.cz" } },
  "zavrit-banner/route.ts": {
    intents: [],
    fields: { banner: "top", bannerId: "1", redirectTo: "/" },
  },
  "zobrazeni-cen.ts": { intents: [], fields: { withoutVat: "1", returnTo: "/" } },
};
