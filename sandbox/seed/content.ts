import { CATEGORIES } from "./catalog.ts";
import { CMS_CATEGORIES } from "./content-catalog.ts";
import { doc, paragraph } from "./content-rich-text.ts";

/** CMS content of the sandbox shop: menus and the homepage. */

export interface SeedMenuItem {
  title: string;
  path: string;
  main?: boolean;
  children?: Array<SeedMenuItem>;
}

export interface SeedMenu {
  code: string;
  title: string;
  items: Array<SeedMenuItem>;
}

const aboutPurchase = (slug: string, title: string): SeedMenuItem => ({
  title,
  path: `/vse-o-nakupu/${slug}`,
});

/** A virtual category's entry; the CMS answers its link type from the slug. */
function virtualCategory(slug: string, children: Array<string> = []): SeedMenuItem {
  const category = CMS_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`No virtual category ${slug} to put in a menu`);
  return {
    title: category.title,
    path: `/${slug}`,
    children: children.map((child) => virtualCategory(child)),
  };
}

export const MENUS: Array<SeedMenu> = [
  {
    code: "mainMenu",
    title: "Hlavní menu",
    items: [
      ...CATEGORIES.map((category) => ({
        title: category.name,
        path: `/${category.slug}`,
        main: true,
        children: category.children.map((child) => ({ title: child.name, path: `/${child.slug}` })),
      })),
      {
        ...virtualCategory("akce-a-slevy", [
          "novinky",
          "tipy-redakce",
          "darky-do-500-kc",
          "luxusni-darky",
        ]),
        main: true,
      },
      {
        ...virtualCategory("darky-pro-pary", [
          "pradlo-a-doplnky",
          "cerne-hracky",
          "silikonove-pomucky",
          "vodotesne-hracky",
          "ceske-znacky",
        ]),
        main: true,
      },
      { title: "Nákupní rádce", path: "/nakupni-radce" },
    ],
  },
  {
    code: "topHeaderMenu",
    title: "Horní lišta",
    items: [
      { title: "Prodejny", path: "/pobocky" },
      { title: "Poradna", path: "/poradna" },
      aboutPurchase("doprava", "Doprava a platba"),
      { title: "Kontakt", path: "/kontakt" },
    ],
  },
  {
    code: "footerMenu1",
    title: "Nákup",
    items: [
      aboutPurchase("jak-nakupovat", "Jak nakupovat"),
      aboutPurchase("doprava", "Doprava"),
      aboutPurchase("platba", "Platba"),
      aboutPurchase("diskretnost-nakupu", "Diskrétnost nákupu"),
      aboutPurchase("zmeny-v-objednavce", "Změny v objednávce"),
      { title: "Stav objednávky", path: "/stav-objednavky" },
    ],
  },
  {
    code: "footerMenu2",
    title: "Vrácení a reklamace",
    items: [
      aboutPurchase("vraceni-do-30-dni", "Vrácení do 30 dní"),
      aboutPurchase("bezproblemova-reklamace", "Bezproblémová reklamace"),
      { title: "Vrácení zboží", path: "/vraceni-zbozi" },
      { title: "Reklamace", path: "/reklamace" },
    ],
  },
  {
    code: "footerMenu3",
    title: "O nás",
    items: [
      { title: "Kontakt", path: "/kontakt" },
      { title: "Prodejny", path: "/pobocky" },
      aboutPurchase("klientske-centrum", "Klientské centrum"),
      aboutPurchase("vernostni-program", "Věrnostní program"),
      { title: "Značky", path: "/znacky" },
    ],
  },
  {
    code: "footerMenu4",
    title: "Informace",
    items: [
      aboutPurchase("obchodni-podminky", "Obchodní podmínky"),
      aboutPurchase(
        "souhlas-se-zpracovanim-osobnich-udaju",
        "Souhlas se zpracováním osobních údajů",
      ),
      { title: "Nejčastější dotazy", path: "/nejcastejsi-dotazy" },
      { title: "Tabulka velikostí", path: "/tabulka-velikosti" },
      { title: "Erotický výkladový slovník", path: "/eroticky-vykladovy-slovnik" },
    ],
  },
];

export interface SeedContentBlock {
  type: string;
  /** Fields as GraphQL answers them; `*_reference` number lists become `{ entityId }`s. */
  data: Record<string, unknown>;
}

/**
 * The homepage as a shop would set it up: a hero and the categories first, then products,
 * reasons to buy and guides, each said once (the other block kinds are on the guides' pages
 * and the block samples page). The home page adds the wide banners and the top categories,
 * the frame the newsletter.
 */
export const HOMEPAGE = {
  title: "Hlavní stránka",
  blocks: [
    {
      type: "ImageBlock",
      data: {
        image: { path: "content/homepage-hero", alt: "Dárky pro páry" },
        link: "/darky-pro-pary",
      },
    },
    {
      type: "CategoriesBlock",
      data: { title: "Kategorie", category_reference: [10, 30, 60, 70, 50, 40] },
    },
    {
      type: "ProductsBlock",
      data: {
        title: "Doporučujeme",
        // 1004 is sold out: the shop leaves it out of the row until it is back.
        product_reference: [
          1003, 1004, 1001, 1012, 1026, 1022, 1006, 1017, 1034, 1009, 1023, 1035, 1014,
        ],
      },
    },
    {
      type: "BenefitBodyBlock",
      data: {
        title: "Proč nakupovat u nás",
        items: [
          { title: "Testujeme", text: "Každý výrobek si nejdřív vyzkoušíme.", icon: "check" },
          { title: "Poradíme", text: "Poradna odpovídá do 24 hodin.", icon: "chat" },
          { title: "Diskrétně", text: "Balíme bez loga a popisu obsahu.", icon: "package" },
        ],
      },
    },
    {
      type: "ProductsBlock",
      data: { title: "Akce", product_reference: [1003, 1006, 1014, 1024, 1027, 1034] },
    },
    {
      type: "TextBoxesBlock",
      data: {
        text_boxes: [
          {
            text: "Novinky každý týden",
            text_color: "#2b2230",
            background_color: "#fdecef",
            box_styles: "rounded",
          },
          {
            text: "Věrnostní program 10 %",
            text_color: "#ffffff",
            background_color: "#8e6cc4",
            box_styles: "rounded",
          },
        ],
        button: {
          text: "Všechny novinky",
          link: "/novinky",
          text_color: "#ffffff",
          background_color: "#2b2230",
          style: "solid",
        },
      },
    },
    {
      type: "CuratedGuidesBlock",
      data: {
        title: "Průvodci nákupem",
        guides: [
          {
            title: "Jak vybrat vibrátor",
            slug: "jak-vybrat-vibrator",
            perex: "Pět kroků k prvnímu vibrátoru.",
            image: { path: "content/guide-vibrator" },
          },
          {
            title: "Lubrikanty od A do Z",
            slug: "lubrikanty-od-a-do-z",
            perex: "Vodní, silikonové, nebo olejové?",
            image: { path: "content/guide-lubrikanty" },
          },
        ],
      },
    },
    {
      type: "QuoteBlock",
      data: {
        text: "Balíček přišel druhý den a opravdu nikdo nepoznal, co v něm je.",
        author: "Jana z Brna",
      },
    },
    {
      type: "CollapsibleBlock",
      data: {
        title: "Jak doručujeme",
        content: doc(paragraph("Na výdejní místo, kurýrem na adresu nebo osobně na prodejně.")),
        open: false,
      },
    },
  ] satisfies Array<SeedContentBlock>,
};
