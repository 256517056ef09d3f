import type { SeedArticle } from "./content-articles.ts";
import { magazineArticle } from "./content-magazine-builder.ts";
import { LARGEST_CATEGORY } from "./content-magazine.ts";
import { bulletList, doc, heading, paragraph } from "./content-rich-text.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The scheduled article the storefront's tests look for and must not find. */
export const SCHEDULED_SLUG = "pripravujeme-vanocni-darky";

/**
 * Czech articles scheduled 7, 30 and 90 days after the seeding day. A fixed date would
 * sooner or later pass and the article would show up; counted from the day of seeding they
 * stay in the future for as long as a seed is used, and two seeds of one day are the same.
 */
export function scheduledArticles(today: number): Array<SeedArticle> {
  const inDays = (days: number) => new Date(today + days * DAY_MS).toISOString().slice(0, 10);
  return [
    magazineArticle({
      slug: SCHEDULED_SLUG,
      title: "Připravujeme: vánoční dárky pro dva",
      shortTitle: "Vánoční dárky pro dva",
      perex: "Už brzy přineseme výběr dárků, které pod stromečkem potěší oba.",
      content: doc(
        paragraph(
          "Chystáme přehled dárků pro páry: od drobností do punčochy po dárky, které si užijete spolu.",
        ),
        heading(2, "Na co se můžete těšit"),
        bulletList(["tipy podle rozpočtu,", "dárky pro začínající páry,", "nápady na zážitky."]),
      ),
      published: inDays(7),
      seoKeywords: "vánoční dárky, dárky pro páry",
      author: "lucie-horakova",
      category: "darky-a-inspirace",
      tags: ["darek", "romantika"],
      products: [1034, 1023],
    }),
    magazineArticle({
      slug: "trendy-v-erotickych-hrackach",
      title: "Trendy v erotických hračkách pro příští rok",
      shortTitle: "Trendy v hračkách",
      perex: "Co nového chystají výrobci a které novinky stojí za pozornost.",
      content: doc(
        paragraph(
          "Hračky jsou tišší, chytřejší a šetrnější k přírodě. Podíváme se, které novinky mají šanci se prosadit.",
        ),
        heading(2, "Čemu se budeme věnovat"),
        paragraph("Recyklovatelným obalům, delší výdrži baterií a bezpečnějším aplikacím."),
      ),
      published: inDays(30),
      seoKeywords: "trendy, novinky, erotické hračky",
      author: "tomas-marek",
      category: LARGEST_CATEGORY,
      tags: ["silikon"],
      products: [1001],
    }),
    magazineArticle({
      slug: "intimni-zdravi-v-zime",
      title: "Intimní zdraví v zimě",
      shortTitle: "Intimní zdraví v zimě",
      perex: "Chlad, suchý vzduch a nachlazení: jak o sebe pečovat, když venku mrzne.",
      content: doc(
        paragraph(
          "Zima prověří imunitu i pokožku. Připravujeme rady, jak předejít zánětům a suchosti.",
        ),
        heading(2, "O čem budeme psát"),
        paragraph("O teplém prádle z přírodních materiálů, pitném režimu a šetrné hygieně."),
      ),
      published: inDays(90),
      seoKeywords: "intimní zdraví, zima, prevence",
      author: "jan-prochazka",
      category: "zdravi-a-bezpeci",
      tags: ["zdravi"],
      products: [],
    }),
  ];
}
