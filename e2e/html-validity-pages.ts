/**
 * The pages whose server-rendered HTML the W3C Nu Html Checker validates
 * (html-validity.spec.ts), one of each kind of screen. A new kind of page adds its row.
 */
export const HTML_VALIDITY_PAGES: Array<string> = [
  "/",
  "/vibratory",
  "/produkt/vibrator-rabbit-duo",
  "/kosik",
  "/vse-o-nakupu/doprava",
  "/pruvodce/jak-vybrat-vibrator",
  "/kontakt",
  "/nejcastejsi-dotazy",
  "/nakupni-radce",
  "/nakupni-radce/vibratory-a-hracky/prvni-hracka",
  "/nakupni-radce/stitky/silikon",
  "/clanky/jak-vybrat-prvni-vibrator",
  "/autori",
  "/autori/katerina-novotna",
  "/poradna",
  "/eroticky-vykladovy-slovnik",
  "/eroticky-vykladovy-slovnik/vibrator",
  "/pobocky",
  "/pobocky/praha-vinohrady",
];
