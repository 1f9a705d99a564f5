/**
 * A small strict XML reader for the SEC filing documents we ingest (Form 4 `ownershipDocument`,
 * 13F `informationTable` and `edgarSubmission`). No XML parser is among the project's
 * dependencies and none may be added, so this one reads what those documents use: elements,
 * attributes, text, CDATA, comments, processing instructions, a DOCTYPE without an internal
 * subset, the five predefined entities and character references. It is strict where a wrong
 * read would be silent: a mismatched or unclosed tag, an unknown entity or text after the root
 * element is an error naming the line, never a best guess. Names keep their prefix in `name`
 * and drop it in `local` (SEC tables come both as `ns1:infoTable` and as `infoTable`).
 */

export interface XmlElement {
  /** The tag as written, prefix included (`ns1:infoTable`). */
  name: string;
  /** The tag without its namespace prefix (`infoTable`). */
  local: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own character data (CDATA included), entities decoded, not trimmed. */
  text: string;
  /** 1-based line of the start tag. */
  line: number;
}

export class XmlSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly detail: string,
  ) {
    super(`XML line ${line}: ${detail}`);
    this.name = "XmlSyntaxError";
  }
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ATTRIBUTE = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/;
const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Parses one document and returns its root element. Leading whitespace (and a BOM) is allowed. */
export function parseXml(source: string): XmlElement {
  // A file that starts with a blank line before `<?xml` is not well formed; the SEC sample in
  // holdings13f/ does (PROVENANCE.md), and nothing is lost by skipping it.
  const skipped = /^\uFEFF?\s*/.exec(source)![0];
  const text = source.slice(skipped.length);
  let pos = 0;
  let line = 1 + (skipped.match(/\n/g)?.length ?? 0);
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;

  const advance = (to: number) => {
    for (let i = pos; i < to; i++) if (text.charCodeAt(i) === 10) line++;
    pos = to;
  };
  const fail = (detail: string): never => {
    throw new XmlSyntaxError(line, detail);
  };
  const skipPast = (terminator: string, what: string) => {
    const end = text.indexOf(terminator, pos);
    if (end === -1) fail(`unterminated ${what}`);
    const body = text.slice(pos, end);
    advance(end + terminator.length);
    return body;
  };
  const appendText = (chunk: string) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.text += chunk;
    else if (chunk.trim() !== "")
      fail(`text outside the root element: ${JSON.stringify(chunk.trim().slice(0, 40))}`);
  };

  while (pos < text.length) {
    const lt = text.indexOf("<", pos);
    if (lt === -1) {
      appendText(decode(text.slice(pos), fail));
      advance(text.length);
      break;
    }
    if (lt > pos) {
      appendText(decode(text.slice(pos, lt), fail));
      advance(lt);
    }
    if (text.startsWith("<!--", pos)) {
      skipPast("-->", "comment");
    } else if (text.startsWith("<![CDATA[", pos)) {
      advance(pos + 9);
      appendText(skipPast("]]>", "CDATA section"));
    } else if (text.startsWith("<?", pos)) {
      skipPast("?>", "processing instruction");
    } else if (text.startsWith("<!DOCTYPE", pos)) {
      const body = skipPast(">", "DOCTYPE");
      if (body.includes("[")) fail("a DOCTYPE with an internal subset is not supported");
    } else if (text.startsWith("</", pos)) {
      const close = skipPast(">", "end tag").slice(2).trim();
      const open = stack.pop();
      if (!open) fail(`end tag </${close}> without a start tag`);
      if (open!.name !== close)
        fail(`end tag </${close}> does not close <${open!.name}> (line ${open!.line})`);
    } else {
      advance(pos + 1);
      const name = NAME.exec(text.slice(pos, pos + 200))?.[0];
      if (!name) fail("a tag without a valid name");
      const element: XmlElement = {
        name: name!,
        local: name!.slice(name!.indexOf(":") + 1),
        attributes: {},
        children: [],
        text: "",
        line,
      };
      advance(pos + name!.length);
      for (;;) {
        const attribute = ATTRIBUTE.exec(text.slice(pos, pos + 4000));
        if (!attribute) break;
        const key = attribute[1]!;
        if (key in element.attributes) fail(`attribute ${key} repeated on <${name}>`);
        element.attributes[key] = decode(attribute[3] ?? attribute[4] ?? "", fail);
        advance(pos + attribute[0].length);
      }
      const rest = /^\s*(\/?)>/.exec(text.slice(pos, pos + 200));
      if (!rest) fail(`malformed start tag <${name}>`);
      advance(pos + rest![0].length);
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) fail(`a second root element <${name}>`);
      else root = element;
      if (rest![1] !== "/") stack.push(element);
    }
  }
  if (stack.length > 0) fail(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) fail("no root element");
  return root!;
}

function decode(raw: string, fail: (detail: string) => never): string {
  return raw.replace(/&([^;\s&]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(";")) fail(`a bare "&" in text (write &amp;): ${JSON.stringify(whole)}`);
    if (ref.startsWith("#x")) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    const entity = ENTITIES[ref];
    if (entity === undefined)
      fail(`unknown entity &${ref}; (accepted: &lt; &gt; &amp; &quot; &apos; and &#…;)`);
    return entity!;
  });
}

/** The first child with this local name, or null. */
export function child(element: XmlElement | null | undefined, local: string): XmlElement | null {
  return element?.children.find((c) => c.local === local) ?? null;
}

/** Every child with this local name. */
export function childrenNamed(element: XmlElement | null | undefined, local: string): XmlElement[] {
  return element?.children.filter((c) => c.local === local) ?? [];
}

/** The trimmed text at a path of local names (`child(child(e, a), b)…`); null when absent or empty. */
export function textAt(element: XmlElement | null | undefined, ...path: string[]): string | null {
  let at: XmlElement | null | undefined = element;
  for (const step of path) at = child(at, step);
  const value = at?.text.trim();
  return value ? value : null;
}
