import { doc, heading, paragraph } from "./content-rich-text.ts";

/**
 * Singleton CMS documents, stored as the JSON GraphQL answers: global settings, footer,
 * cart configuration, error pages, top banner, selling points, info boxes and the top
 * categories configuration. Shapes the spec leaves open are in
 * docs/decisions/005-cms-contract.md.
 */

export const GLOBAL_SETTINGS = {
  integrations: {
    welcome_campaign: "1",
    welcome_campaign_coupon: "VITEJTE10",
    welcome_campaign_coupon_value: "10 %",
    welcome_campaign_limit: "500",
    shop_certification_public_key: "demo-certification-key",
    price_comparison_shop_id: "12345",
    cookie_bar: {
      enabled: true,
      position: "bottom",
      text: "Používáme cookies, abychom vám nákup co nejvíce usnadnili.",
      consent_id: null,
    },
  },
  functions: { shopping_lists: "1", users_addresses: "1", loyalty_credits: "1" },
  cartConfiguration: {
    shopping_disabled: false,
    shopping_disabled_text: "Nákup je dočasně nedostupný, zkuste to prosím za chvíli.",
  },
  configuration_products: { show_free_delivery_tag_by_price: true },
  topBanner: { enabled: true, domain_enabled: ["cz", "sk"] },
  fastestShipper: { code: "courier", title: "Kurýr na adresu", delivery_days: 1 },
  shippers: [{ code: "pickup-point" }, { code: "courier" }, { code: "store" }],
};

export const FOOTER = {
  contact: {
    phone: "+420 800 123 456",
    email: "podpora@example.cz",
    opening_hours: "Po–Pá 8:00–18:00",
  },
  badges: [
    {
      title: "Ověřeno zákazníky",
      path: "badges/overeno-zakazniky",
      url: "/vse-o-nakupu/klientske-centrum",
    },
    {
      title: "Diskrétní balení",
      path: "badges/diskretni-baleni",
      url: "/vse-o-nakupu/diskretnost-nakupu",
    },
  ],
  social_links: [
    { title: "Instagram", url: "https://www.instagram.com/" },
    { title: "Facebook", url: "https://www.facebook.com/" },
  ],
  menu_codes: ["footerMenu1", "footerMenu2", "footerMenu3", "footerMenu4"],
  copyright: "© Demo obchod s.r.o. Prodej jen osobám starším 18 let.",
};

export const CART_CONFIGURATION = {
  shopping_disabled: false,
  shopping_disabled_text: "Nákup je dočasně nedostupný, zkuste to prosím za chvíli.",
  gift_text: "Ke každé objednávce přibalíme dárek.",
  discreet_packaging_text: "Zásilku zabalíme diskrétně, bez loga a popisu obsahu.",
  free_shipping_text: "Nad 1 500 Kč máte dopravu zdarma.",
};

export const ERROR_PAGES = [
  {
    status_code: 404,
    title: "Stránka nenalezena",
    content: doc(
      heading(1, "Tuhle stránku jsme nenašli"),
      paragraph("Zkuste vyhledávání nebo pokračujte na úvodní stránku."),
    ),
  },
  {
    status_code: 403,
    title: "Přístup odepřen",
    content: doc(
      heading(1, "Sem nemáte přístup"),
      paragraph("Přihlaste se účtem, který má potřebná oprávnění."),
    ),
  },
  {
    status_code: 500,
    title: "Něco se porouchalo",
    content: doc(
      heading(1, "Něco se porouchalo"),
      paragraph("Omlouváme se, na opravě pracujeme. Zkuste to prosím za chvíli."),
    ),
  },
];

export const TOP_BANNER = {
  enabled: true,
  domain_enabled: ["cz", "sk"],
  text: "Doprava zdarma nad 1 500 Kč a dárek ke každé objednávce",
  link: "/vse-o-nakupu/doprava",
  background_color: "#2b2230",
  text_color: "#ffffff",
};

export const UNIQUE_SELLING_POINTS = [
  {
    title: "Diskrétní balení",
    description: "Bez loga a popisu obsahu",
    icon: "package",
    link: "/vse-o-nakupu/diskretnost-nakupu",
  },
  {
    title: "Dárek v každém balíčku",
    description: "Malé překvapení navíc",
    icon: "gift",
    link: "/vse-o-nakupu/jak-nakupovat",
  },
  {
    title: "Odeslání ještě dnes",
    description: "Objednávky do 14:00",
    icon: "truck",
    link: "/vse-o-nakupu/doprava",
  },
  {
    title: "Vrácení do 30 dní",
    description: "Bez udání důvodu",
    icon: "return",
    link: "/vse-o-nakupu/vraceni-do-30-dni",
  },
  {
    title: "10 % zpět v kreditech",
    description: "Věrnostní program",
    icon: "star",
    link: "/vse-o-nakupu/vernostni-program",
  },
];

/** The last box has no colour: the storefront drops such boxes, so the seed shows one. */
export const INFO_BOXES = [
  { box_color: "#fdecef", order: 1, text: "Objednávky do 14:00 odesíláme ještě dnes." },
  { box_color: "#e8f6ef", order: 2, text: "Reklamovanost našeho zboží je jen 0,8 %." },
  { box_color: null, order: 3, text: "Box bez barvy se nezobrazí." },
];
