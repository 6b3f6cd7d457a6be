/**
 * Known XSS and mutation-XSS (mXSS) payloads for the `xss` scenario, which puts one of them in
 * every free-text field of every request so the hostile-input journey can prove that no screen
 * runs any of them. Each payload, if it ever ran, would call `__xss(n)` (or `parent.__xss(n)`
 * from a frame) with its own number, so a failure names the payload that got through. Sources:
 * the classic filter-evasion lists (OWASP, PortSwigger's cheat sheet) and the published DOMPurify
 * and browser-parser mXSS bypasses (namespace confusion, `noscript`/`style`/`xmp` re-parsing).
 */
export const XSS_PAYLOADS: readonly string[] = [
  `<script>__xss(1)</script>`,
  `<img src=x onerror=__xss(2)>`,
  `<svg onload=__xss(3)>`,
  `<svg><script>__xss(4)</script></svg>`,
  `<body onload=__xss(5)>`,
  `<iframe src="javascript:__xss(6)"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss(7)</script>"></iframe>`,
  `<a href="javascript:__xss(8)">abrir</a>`,
  `<a href="JaVaScRiPt:__xss(9)">abrir</a>`,
  `<a href="&#106;avascript:__xss(10)">abrir</a>`,
  `<a href="jav&#x09;ascript:__xss(11)">abrir</a>`,
  `<details open ontoggle=__xss(12)>`,
  `<input autofocus onfocus=__xss(13)>`,
  `<select autofocus onfocus=__xss(14)></select>`,
  `<textarea autofocus onfocus=__xss(15)></textarea>`,
  `<video><source onerror=__xss(16)></video>`,
  `<audio src=x onerror=__xss(17)>`,
  `<object data="javascript:__xss(18)"></object>`,
  `<embed src="javascript:__xss(19)">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__xss(20)>`,
  `<noscript><p title="</noscript><img src=x onerror=__xss(21)>">`,
  `<svg></p><style><a id="</style><img src=1 onerror=__xss(22)>">`,
  `<math><mi//xlink:href="data:x,<script>__xss(23)</script>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(24)>`,
  `<svg><style><img src=x onerror=__xss(25)></style></svg>`,
  `<xmp><p title="</xmp><img src=x onerror=__xss(26)>">`,
  `<noembed><img title="</noembed><img src=x onerror=__xss(27)>"></noembed>`,
  `<iframe><img title="</iframe><img src=x onerror=__xss(28)>"></iframe>`,
  `<style><img src="</style><img src=x onerror=__xss(29)>">`,
  `<template><script>__xss(30)</script></template><img src=x onerror=__xss(30)>`,
  `<div onmouseover="__xss(31)" style="position:fixed;inset:0">passe o mouse</div>`,
  `<marquee onstart=__xss(32)>energia</marquee>`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss(33)">`,
  `<base href="javascript:__xss(34)//">`,
  `<link rel=import href="data:text/html,<script>__xss(35)</script>">`,
  `"><script>__xss(36)</script>`,
  `'><img src=x onerror=__xss(37)>`,
  `</textarea><script>__xss(38)</script>`,
  `</title><script>__xss(39)</script>`,
  `javascript:__xss(40)`,
  `data:text/html;base64,PHNjcmlwdD5fX3hzcyg0MSk8L3NjcmlwdD4=`,
  `{{constructor.constructor('__xss(42)')()}}`,
  '${__xss(43)}',
  `<img src="x" onerror="&#95;&#95;xss(44)">`,
  `<img src=x onerror=eval(atob('X194c3MoNDUp'))>`,
  `<svg><animate onbegin=__xss(46) attributeName=x dur=1s>`,
  `<svg><a><animate attributeName=href values=javascript:__xss(47) /><text x=20 y=20>clique</text></a></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='__xss(48)'/></svg>#x"/></svg>`,
  `<img srcset="x" onerror=__xss(49)>`,
  `<picture><source srcset=x><img onerror=__xss(50) src=x></picture>`,
  `<isindex type=image src=1 onerror=__xss(51)>`,
  `<table background="javascript:__xss(52)"><tr><td>tabela</td></tr></table>`,
  `<div style="background:url(javascript:__xss(53))">fundo</div>`,
  `<div style="width:expression(__xss(54))">largura</div>`,
  `<a href="data:text/html,<script>__xss(55)</script>">dados</a>`,
  `<form id=f55><button form=f55 formaction="javascript:__xss(56)">enviar</button></form>`,
  `<img src="x:__xss(57)" onerror="eval(src.slice(2))">`,
  `<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.__xss(58)&lt;/script&gt;"></iframe></foreignObject></svg>`,
  `<scr<script>ipt>__xss(59)</scr</script>ipt>`,
  `<<img src=x onerror=__xss(60)//<`,
  `<img/src=x/onerror=__xss(61)>`,
  `<svg/onload=__xss(62)//`,
  `<!--<img src="--><img src=x onerror=__xss(63)//">`,
  `<![CDATA[><img src=x onerror=__xss(64)>]]>`,
  `<?xml-stylesheet ?><img src=x onerror=__xss(65)>`,
  `<svg><title><![CDATA[</title><img src=x onerror=__xss(66)>]]></svg>`,
  `<img src="http://127.0.0.1:9/pixel.gif?__xss=67" alt="rastreador">`,
  `<link rel=stylesheet href="http://127.0.0.1:9/x.css?__xss=68">`,
  `<style>@import 'http://127.0.0.1:9/x.css?__xss=69';</style>`,
  `<a href="#" onclick="__xss(70)" id="__proto__">protótipo</a>`,
];

/**
 * The payload a field shows: record `index` (its position in creation order) and field `slot`
 * are offset so that, over any `XSS_PAYLOADS.length` consecutive records, every payload appears
 * in every field.
 */
export function xssPayload(index: number, slot: number): string {
  const count = XSS_PAYLOADS.length;
  return XSS_PAYLOADS[(((index + slot) % count) + count) % count] ?? '';
}
