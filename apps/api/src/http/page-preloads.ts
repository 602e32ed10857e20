/**
 * The loads a built page's <head> asks for — the boot answers, its scripts and stylesheet, the
 * modules it preloads — as one `Link` header. A browser starts them as the answer's headers
 * arrive, before it has committed the page and its parser has reached them: on a phone that
 * commit alone takes 0.1–0.2 s (decision 029). The attributes that decide whether the browser
 * reuses a preload for the tag (`as`, `crossorigin`) are carried over as the tag has them.
 */
export function preloadLinkHeader(html: string): string {
  const headEnd = html.indexOf('</head>');
  const head = (headEnd === -1 ? html : html.slice(0, headEnd)).replace(/<!--[\s\S]*?-->/g, '');
  const links: string[] = [];
  for (const [, tag, source] of head.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const link =
      tag === 'script' ? scriptLink(attributesOf(source)) : linkLink(attributesOf(source));
    if (link) links.push(link);
  }
  return links.join(', ');
}

type Attributes = ReadonlyMap<string, string>;

function scriptLink(tag: Attributes): string | null {
  const src = tag.get('src');
  if (!src) return null;
  return tag.get('type') === 'module'
    ? link(src, ['rel=modulepreload'], tag, ['crossorigin'])
    : link(src, ['rel=preload', 'as=script'], tag, ['crossorigin']);
}

function linkLink(tag: Attributes): string | null {
  const href = tag.get('href');
  const rel = tag.get('rel');
  const as = tag.get('as');
  if (!href) return null;
  if (rel === 'stylesheet') return link(href, ['rel=preload', 'as=style'], tag, ['crossorigin']);
  if (rel === 'modulepreload')
    return link(href, ['rel=modulepreload'], tag, ['crossorigin', 'fetchpriority']);
  if (rel === 'preload' && as)
    return link(href, ['rel=preload', `as=${as}`], tag, ['crossorigin', 'fetchpriority']);
  return null;
}

/** `<url>; rel=…` with the tag's own `kept` attributes; a bare one (`crossorigin`) stays bare. */
function link(url: string, kind: string[], tag: Attributes, kept: readonly string[]): string {
  const carried = kept.flatMap((name) => {
    const value = tag.get(name);
    if (value === undefined) return [];
    return [value === '' ? name : `${name}=${value}`];
  });
  return [`<${url}>`, ...kind, ...carried].join('; ');
}

/** A tag's attributes by lower-case name; a bare attribute has the value ''. */
function attributesOf(source = ''): Attributes {
  const attributes = new Map<string, string>();
  for (const [, name = '', value] of source.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g))
    attributes.set(name.toLowerCase(), value ?? '');
  return attributes;
}
