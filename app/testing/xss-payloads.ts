/**
 * The global a payload bumps when a browser runs it. A journey counts assignments to it
 * (an init script traps the property), so a payload that ran is seen even after the page
 * has gone on to the next one.
 */
export const XSS_COUNTER = "__xss";

const HIT = `window.${XSS_COUNTER}=(window.${XSS_COUNTER}||0)+1`;
/** From inside a frame a payload made (srcdoc, an object): the shop's window. */
const TOP_HIT = `top.${XSS_COUNTER}=(top.${XSS_COUNTER}||0)+1`;

/**
 * Script a CMS editor, a product feed, a search link or a form field could smuggle into a
 * page: tags and event handlers, breaking out of attributes and of inline scripts, URLs
 * with scripting schemes, templates, parser mutations, CSS expressions, and encoded forms
 * that a second decoding would turn into markup. Each one, if it runs, calls the counter.
 */
export const XSS_PAYLOADS: ReadonlyArray<string> = [
  `<script>${HIT}</script>`,
  `<img src=x onerror="${HIT}">`,
  `<svg onload="${HIT}">`,
  `<svg><script>${HIT}</script></svg>`,
  `"><script>${HIT}</script>`,
  `'><img src=x onerror=${HIT}>`,
  `'-${HIT}-'`,
  `";${HIT};//`,
  `</script><script>${HIT}</script>`,
  `</title><script>${HIT}</script>`,
  `{{constructor.constructor('${HIT}')()}}`,
  `\${${HIT}}`,
  `<iframe srcdoc="<script>${TOP_HIT}</script>"></iframe>`,
  `<a href="javascript:${HIT}">klikněte</a>`,
  `javascript:${HIT}`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${HIT}">`,
  `<noscript><p title="</noscript><img src=x onerror=${HIT}>">`,
  `<div style="background:url('javascript:${HIT}');width:expression(${HIT})">x</div>`,
  `<details open ontoggle="${HIT}">`,
  `<input autofocus onfocus="${HIT}">`,
  `<object data="data:text/html,<script>${TOP_HIT}</script>"></object>`,
  `<scr<script>ipt>${HIT}</scr</script>ipt>`,
  `&lt;img src=x onerror="${HIT}"&gt;`,
  `%3Cimg%20src%3Dx%20onerror%3D%22${encodeURIComponent(HIT)}%22%3E`,
  `\\u003cimg src=x onerror=${HIT}\\u003e`,
  `<img src=x onerror="&#x77;indow.${XSS_COUNTER}=(&#x77;indow.${XSS_COUNTER}||0)+1">`,
];
