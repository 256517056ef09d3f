import type { SeedBranch } from "./content-branches.ts";
import { bulletList, doc, heading, paragraph } from "./content-rich-text.ts";

/** The Czech shop's branches (site cz). */

const CZECH_SERVICES = {
  pickup: "Výdej objednávek",
  advice: "Diskrétní poradenství",
  returns: "Vrácení zboží",
  claims: "Reklamace",
  giftWrap: "Dárkové balení",
  samples: "Vzorky lubrikantů na vyzkoušení",
};

const pickupParagraph = paragraph(
  "Objednávku z e-shopu si u nás vyzvednete zdarma. Jakmile je připravená, pošleme vám SMS; zásilka je zabalená v neutrálním obalu bez loga a popisu obsahu.",
);

export const CZECH_BRANCHES: Array<SeedBranch> = [
  {
    storeId: 1,
    slug: "praha-vinohrady",
    site: "cz",
    title: "Prodejna Praha – Vinohrady",
    weight: 100,
    primary: true,
    region: "Praha",
    seoDescription:
      "Naše největší prodejna na Vinohradské ulici: celý sortiment e-shopu, diskrétní poradenství a výdej objednávek zdarma.",
    description: doc(
      paragraph(
        "Naše největší a nejstarší prodejna sídlí v klidné části Vinohradské ulice, pár kroků od náměstí Jiřího z Poděbrad. Vchod je nenápadný a ve výloze nic nevystavujeme, takže se nemusíte obávat zvědavých pohledů kolemjdoucích.",
      ),
      paragraph(
        "Na více než 120 m² najdete celý sortiment e-shopu: vibrátory, pomůcky pro páry, lubrikanty, masážní oleje i spodní prádlo. Hračky si můžete prohlédnout, vzít do ruky a porovnat sílu jejich vibrací na předváděcích kusech.",
      ),
      heading(2, "Co u nás vyřídíte"),
      bulletList([
        "vyzvednutí objednávky z e-shopu, obvykle do dvou hodin od objednání",
        "vrácení zboží do 30 dnů a reklamace",
        "poradenství s výběrem v oddělené místnosti, i ve dvou",
        "dárkové balení na počkání",
      ]),
      pickupParagraph,
    ),
    mapDescription:
      "Vchod je přímo z Vinohradské ulice, mezi kavárnou a lékárnou. Hledejte tmavě fialové dveře s malou cedulkou; prodejna je v přízemí bez schodů.",
    carAccessibility:
      "Ulice je v modré zóně Prahy 2: krátkodobé parkování zaplatíte v parkovacím automatu nebo aplikací. Nejbližší parkovací dům je u obchodního centra Flora, asi deset minut pěšky.",
    publicTransportAccessibility:
      "Metro A, stanice Jiřího z Poděbrad (5 minut pěšky). Tramvaje 10, 11 a 16, zastávka Vinohradská vodárna (2 minuty pěšky).",
    services: [
      CZECH_SERVICES.pickup,
      CZECH_SERVICES.advice,
      CZECH_SERVICES.returns,
      CZECH_SERVICES.claims,
      CZECH_SERVICES.giftWrap,
      CZECH_SERVICES.samples,
    ],
    payWithCard: true,
    tourId: "pV7kQ2mXr9a",
    reviewId: "CaBtP7x2mQe1EAE",
    pictures: ["Interiér prodejny", "Poradenský koutek", "Regál s lubrikanty a kosmetikou"],
    lastModified: "2026-10-14T08:20:00.000Z",
    employees: [
      {
        name: "Kateřina Veselá",
        position: "Vedoucí prodejny",
        email: "katerina.vesela@example.cz",
        phone: "+420 731 402 118",
      },
      {
        name: "Martin Dušek",
        position: "Prodavač a poradce",
        email: "martin.dusek@example.cz",
        phone: "+420 731 402 119",
      },
      {
        name: "Alena Bartošová",
        position: "Poradkyně pro páry",
        email: "alena.bartosova@example.cz",
        phone: "+420 731 402 120",
      },
    ],
  },
  {
    storeId: 2,
    slug: "brno-centrum",
    site: "cz",
    title: "Prodejna Brno – centrum",
    weight: 90,
    region: "Jihomoravský kraj",
    seoDescription:
      "Prodejna v centru Brna, tři minuty od hlavního nádraží: výdej objednávek, vrácení zboží a poradenství s výběrem.",
    description: doc(
      paragraph(
        "Brněnská prodejna je na Masarykově ulici, tři minuty chůze od hlavního nádraží. Je menší než pražská, ale nejprodávanější hračky, lubrikanty i prádlo máme vždy skladem a cokoli dalšího vám do druhého dne přivezeme z centrálního skladu.",
      ),
      paragraph(
        "Prodávají u nás lidé, kteří většinu sortimentu sami vyzkoušeli. Zeptat se můžete na cokoli – od výběru první hračky po péči o silikon.",
      ),
      pickupParagraph,
    ),
    mapDescription:
      "Prodejna je v průchodu domu Masarykova 12, druhé dveře vpravo. Průchod je bezbariérový.",
    carAccessibility:
      "Centrum Brna je pro auta omezené. Zaparkujte v parkovacím domě u hlavního nádraží nebo v obchodním centru Vaňkovka, odkud to máte asi sedm minut pěšky.",
    publicTransportAccessibility:
      "Tramvaje 1, 2, 4, 8, 9 a 12, zastávka Hlavní nádraží, odtud 3 minuty pěšky Masarykovou ulicí.",
    services: [
      CZECH_SERVICES.pickup,
      CZECH_SERVICES.advice,
      CZECH_SERVICES.returns,
      CZECH_SERVICES.claims,
    ],
    payWithCard: true,
    tourId: "bR4nT8cZk2L",
    reviewId: "CbRn4Zx9vLk2EAE",
    pictures: ["Pohled od vchodu", "Vitrína s vibrátory", "Pult pro výdej objednávek"],
    lastModified: "2026-09-02T12:45:00.000Z",
    employees: [
      {
        name: "Michaela Hrubá",
        position: "Vedoucí prodejny",
        email: "michaela.hruba@example.cz",
        phone: "+420 732 518 204",
      },
      {
        name: "Ondřej Kučera",
        position: "Prodavač a poradce",
        email: "ondrej.kucera@example.cz",
        phone: "+420 732 518 205",
      },
    ],
  },
  {
    storeId: 3,
    slug: "ostrava",
    site: "cz",
    title: "Prodejna Ostrava",
    weight: 80,
    region: "Moravskoslezský kraj",
    seoDescription:
      "Prodejna v centru Ostravy s parkováním pro zákazníky: výdej objednávek, vrácení zboží a dárkové balení.",
    description: doc(
      paragraph(
        "Ostravská prodejna na Nádražní ulici je kousek od Masarykova náměstí. Zákazníci oceňují hlavně to, že mohou zaparkovat přímo ve dvoře a do prodejny vejdou zadním vchodem.",
      ),
      paragraph(
        "Máme tu široký výběr pomůcek pro páry a erotického prádla včetně větších velikostí, které si můžete vyzkoušet v kabince.",
      ),
      pickupParagraph,
    ),
    mapDescription:
      "Hlavní vchod je z Nádražní ulice, zadní vchod ze dvora, kam se vjíždí branou vedle domu číslo 43.",
    carAccessibility:
      "Ve dvoře máme čtyři parkovací místa pro zákazníky (vjezd branou z Nádražní ulice). Parkování je na dobu nákupu zdarma.",
    publicTransportAccessibility:
      "Tramvaje 1, 2, 8 a 12, zastávka Náměstí Republiky (4 minuty pěšky).",
    services: [
      CZECH_SERVICES.pickup,
      CZECH_SERVICES.returns,
      CZECH_SERVICES.claims,
      CZECH_SERVICES.giftWrap,
    ],
    payWithCard: true,
    tourId: "oS3tR7vWq5N",
    reviewId: "CcOs8Tq3wPz4EAE",
    pictures: ["Interiér prodejny", "Zkušební kabinka", "Výběr erotického prádla"],
    lastModified: "2026-08-21T07:05:00.000Z",
    employees: [
      {
        name: "Lucie Sikorová",
        position: "Vedoucí prodejny",
        email: "lucie.sikorova@example.cz",
        phone: "+420 733 611 309",
      },
      {
        name: "Petr Mohyla",
        position: "Prodavač",
        email: "petr.mohyla@example.cz",
        phone: "+420 733 611 310",
      },
    ],
  },
  {
    storeId: 4,
    slug: "plzen",
    site: "cz",
    title: "Prodejna Plzeň",
    weight: 60,
    region: "Plzeňský kraj",
    seoDescription:
      "Prodejna na Americké třídě v Plzni: výdej objednávek, vrácení zboží a dárkové balení, v sobotu otevřeno do 13 hodin.",
    description: doc(
      paragraph(
        "Plzeňská prodejna je na Americké třídě, na půl cesty mezi hlavním nádražím a náměstím Republiky. Otevřeli jsme ji na jaře 2025 a zařídili ji tak, aby se u nás nikdo necítil nepříjemně: tlumené světlo, tichá hudba a dost místa mezi regály.",
      ),
      paragraph(
        "Kromě hraček a lubrikantů tu máme velký výběr masážních olejů a svíček, které si můžete před nákupem přivonět.",
      ),
      pickupParagraph,
    ),
    mapDescription:
      "Prodejna je v pasáži domu Americká 38, vlevo za knihkupectvím. Do pasáže vede vchod z Americké třídy i z Jungmannovy ulice.",
    carAccessibility:
      "Na Americké třídě se parkuje za poplatek v automatu. Pohodlnější je parkovací dům Rychtářka, asi pět minut pěšky.",
    publicTransportAccessibility:
      "Tramvaj 2, zastávka Mrakodrap (3 minuty pěšky); z hlavního nádraží 8 minut pěšky po Americké třídě.",
    services: [CZECH_SERVICES.pickup, CZECH_SERVICES.returns, CZECH_SERVICES.giftWrap],
    payWithCard: true,
    tourId: "pL6zN1yHd4S",
    reviewId: "CdPl2Nz6yHs7EAE",
    pictures: ["Interiér prodejny", "Masážní oleje a svíčky", "Pasáž se vchodem do prodejny"],
    lastModified: "2026-07-30T10:10:00.000Z",
    employees: [
      {
        name: "Jitka Šafránková",
        position: "Vedoucí prodejny",
        email: "jitka.safrankova@example.cz",
        phone: "+420 734 220 415",
      },
      {
        name: "Radek Holub",
        position: "Prodavač a poradce",
        email: "radek.holub@example.cz",
        phone: "+420 734 220 416",
      },
    ],
  },
  {
    storeId: 5,
    slug: "olomouc",
    site: "cz",
    title: "Prodejna Olomouc",
    weight: 60,
    region: "Olomoucký kraj",
    seoDescription:
      "Malá prodejna v centru Olomouce na Palackého ulici: výdej objednávek a vrácení zboží, platba v hotovosti.",
    description: doc(
      paragraph(
        "Naše nejmenší prodejna je v Palackého ulici, pět minut od Horního náměstí. Vystavujeme tu výběr nejoblíbenějších hraček a lubrikantů; vše ostatní si objednáte na e-shopu a vyzvednete u nás.",
      ),
      paragraph(
        "Platbu kartou zatím v této prodejně nepřijímáme. Zaplatit můžete v hotovosti, nebo si objednávku zaplaťte předem kartou či převodem na e-shopu.",
      ),
      pickupParagraph,
    ),
    mapDescription:
      "Vchod je z Palackého ulice, naproti vstupu do univerzitní knihovny. Do prodejny vedou dva schody.",
    carAccessibility:
      "V centru Olomouce platí placené parkovací zóny. Nejbližší velké parkoviště je u obchodního centra Šantovka, asi deset minut pěšky.",
    publicTransportAccessibility:
      "Tramvaje 1, 2, 3, 4, 6 a 7, zastávka Náměstí Hrdinů (5 minut pěšky).",
    services: [CZECH_SERVICES.pickup, CZECH_SERVICES.returns],
    payWithCard: false,
    tourId: "oL2mC5xVn8B",
    reviewId: "CeOl5Cx2vNb8EAE",
    pictures: ["Interiér prodejny", "Výdejní pult", "Vitrína s novinkami"],
    lastModified: "2026-06-11T14:30:00.000Z",
    employees: [
      {
        name: "Veronika Zapletalová",
        position: "Vedoucí prodejny",
        email: "veronika.zapletalova@example.cz",
        phone: "+420 735 330 517",
      },
      {
        name: "Jakub Navrátil",
        position: "Prodavač",
        email: "jakub.navratil@example.cz",
        phone: "+420 735 330 518",
      },
    ],
  },
  {
    storeId: 6,
    slug: "ceske-budejovice",
    site: "cz",
    title: "Prodejna České Budějovice",
    weight: 50,
    region: "Jihočeský kraj",
    seoDescription:
      "Prodejna na Lannově třídě v Českých Budějovicích: výdej objednávek, vrácení zboží, reklamace a poradenství.",
    description: doc(
      paragraph(
        "Budějovická prodejna je na pěší Lannově třídě, mezi nádražím a náměstím Přemysla Otakara II. Najdete u nás celý výběr hraček pro páry, lubrikantů i kondomů a rádi vám poradíme s výběrem.",
      ),
      paragraph(
        "Objednávky z e-shopu vám připravíme k vyzvednutí obvykle do druhého pracovního dne.",
      ),
      pickupParagraph,
    ),
    mapDescription:
      "Prodejna je v přízemí domu Lannova třída 25, vchod z ulice vedle optiky. Vstup je bezbariérový.",
    carAccessibility:
      "Lannova třída je pěší zóna. Zaparkujte v parkovacím domě obchodního centra Mercury u nádraží, asi osm minut pěšky.",
    publicTransportAccessibility:
      "Z vlakového i autobusového nádraží 5 minut pěšky; autobusy 1, 3 a 9, zastávka U Zelené ratolesti.",
    services: [
      CZECH_SERVICES.pickup,
      CZECH_SERVICES.advice,
      CZECH_SERVICES.returns,
      CZECH_SERVICES.claims,
    ],
    payWithCard: true,
    tourId: "cB9uD3kJw6T",
    reviewId: "CfCb9Dk3wJt6EAE",
    pictures: ["Interiér prodejny", "Regál s pomůckami pro páry", "Vchod z Lannovy třídy"],
    lastModified: "2026-05-18T09:00:00.000Z",
    closedAroundSeeding: true,
    employees: [
      {
        name: "Hana Kubíčková",
        position: "Vedoucí prodejny",
        email: "hana.kubickova@example.cz",
        phone: "+420 736 440 619",
      },
      {
        name: "Tomáš Brabec",
        position: "Prodavač a poradce",
        email: "tomas.brabec@example.cz",
        phone: "+420 736 440 620",
      },
      {
        name: "Eliška Fialová",
        position: "Brigádnice",
        email: "eliska.fialova@example.cz",
        phone: "+420 736 440 621",
      },
    ],
  },
];
