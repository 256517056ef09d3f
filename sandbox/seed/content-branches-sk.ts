import type { SeedBranch } from "./content-branches.ts";
import { bulletList, doc, heading, paragraph } from "./content-rich-text.ts";

/** The Slovak shop's branches (site sk), written in Slovak. */

const SLOVAK_SERVICES = {
  pickup: "Výdaj objednávok",
  advice: "Diskrétne poradenstvo",
  returns: "Vrátenie tovaru",
  claims: "Reklamácie",
  giftWrap: "Darčekové balenie",
};

const pickupParagraph = paragraph(
  "Objednávku z e-shopu si u nás vyzdvihnete zadarmo. Keď bude pripravená, pošleme vám SMS; zásielka je zabalená v neutrálnom obale bez loga a popisu obsahu.",
);

export const SLOVAK_BRANCHES: Array<SeedBranch> = [
  {
    storeId: 7,
    slug: "bratislava",
    site: "sk",
    title: "Predajňa Bratislava",
    weight: 70,
    region: "Bratislavský kraj",
    seoDescription:
      "Predajňa na Obchodnej ulici v Bratislave, otvorená aj v nedeľu: výdaj objednávok, vrátenie tovaru a poradenstvo.",
    description: doc(
      paragraph(
        "Bratislavská predajňa je na Obchodnej ulici, pár krokov od Poštovej. Ako jediná z našich predajní má otvorené aj v nedeľu popoludní.",
      ),
      paragraph(
        "Nájdete u nás celý sortiment e-shopu – od prvých hračiek cez pomôcky pre páry až po lubrikanty a spodnú bielizeň. Vibrátory si môžete vyskúšať na predvádzacích kusoch.",
      ),
      heading(2, "Čo u nás vybavíte"),
      bulletList([
        "vyzdvihnutie objednávky z e-shopu",
        "vrátenie tovaru do 30 dní a reklamácie",
        "poradenstvo pri výbere v oddelenej miestnosti",
      ]),
      pickupParagraph,
    ),
    mapDescription:
      "Vchod je priamo z Obchodnej ulice, vedľa kaviarne. Hľadajte tmavofialové dvere s malou tabuľkou; predajňa je na prízemí bez schodov.",
    carAccessibility:
      "Obchodná ulica je pešia zóna. Zaparkujte v podzemnej garáži na Kamennom námestí, odkiaľ to máte asi päť minút pešo.",
    publicTransportAccessibility:
      "Električky 3, 4 a 9, zastávka Poštová, odtiaľ 3 minúty pešo po Obchodnej ulici.",
    services: [
      SLOVAK_SERVICES.pickup,
      SLOVAK_SERVICES.advice,
      SLOVAK_SERVICES.returns,
      SLOVAK_SERVICES.claims,
      SLOVAK_SERVICES.giftWrap,
    ],
    payWithCard: true,
    tourId: "bA5sK9pLm3R",
    reviewId: "CgBa5Kp9mLr3EAE",
    pictures: ["Interiér predajne", "Poradenský kútik", "Výber spodnej bielizne"],
    lastModified: "2026-10-01T08:00:00.000Z",
    employees: [
      {
        name: "Zuzana Horváthová",
        position: "Vedúca predajne",
        email: "zuzana.horvathova@example.sk",
        phone: "+421 905 412 118",
      },
      {
        name: "Marek Kováč",
        position: "Predavač a poradca",
        email: "marek.kovac@example.sk",
        phone: "+421 905 412 119",
      },
      {
        name: "Lenka Baloghová",
        position: "Poradkyňa pre páry",
        email: "lenka.baloghova@example.sk",
        phone: "+421 905 412 120",
      },
    ],
  },
  {
    storeId: 8,
    slug: "kosice",
    site: "sk",
    title: "Predajňa Košice",
    weight: 40,
    region: "Košický kraj",
    seoDescription:
      "Predajňa na Hlavnej ulici v Košiciach: výdaj objednávok, vrátenie tovaru a darčekové balenie, v sobotu do 13.00.",
    description: doc(
      paragraph(
        "Košická predajňa je na Hlavnej ulici, neďaleko Dómu svätej Alžbety. Vstúpite nenápadným vchodom z pasáže, takže nákup zostane len vašou vecou.",
      ),
      paragraph(
        "Máme tu výber najobľúbenejších hračiek, lubrikantov a masážnych olejov; čokoľvek ďalšie vám na objednávku privezieme do troch pracovných dní.",
      ),
      pickupParagraph,
    ),
    mapDescription:
      "Predajňa je v pasáži domu Hlavná 68, druhé dvere vľavo. Do pasáže sa vchádza z Hlavnej aj z Mlynskej ulice.",
    carAccessibility:
      "Historické centrum je pre autá uzavreté. Parkovať môžete na platenom parkovisku pri Dome umenia, asi sedem minút pešo.",
    publicTransportAccessibility:
      "Električky 6 a 7, zastávka Námestie osloboditeľov (4 minúty pešo).",
    services: [SLOVAK_SERVICES.pickup, SLOVAK_SERVICES.returns, SLOVAK_SERVICES.giftWrap],
    payWithCard: true,
    tourId: "kO8sC2tVb7D",
    reviewId: "ChKo8Ct2vBd7EAE",
    pictures: ["Interiér predajne", "Pasáž so vstupom do predajne", "Masážne oleje a sviečky"],
    lastModified: "2026-09-23T13:15:00.000Z",
    employees: [
      {
        name: "Ivana Tóthová",
        position: "Vedúca predajne",
        email: "ivana.tothova@example.sk",
        phone: "+421 907 530 214",
      },
      {
        name: "Peter Varga",
        position: "Predavač",
        email: "peter.varga@example.sk",
        phone: "+421 907 530 215",
      },
    ],
  },
];
