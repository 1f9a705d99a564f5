/**
 * The SEC filing documents we ingest (Form 4 `ownershipDocument`, 13F `informationTable` and
 * `edgarSubmission`) as a small element tree, read by saxes, a strict, well-formedness-checking
 * XML parser. Strict matters here: a mismatched or unclosed tag, an unknown entity or text after
 * the root element is an error naming the line, never a best guess. Names keep their prefix in
 * `name` and drop it in `local` (SEC tables come both as `ns1:infoTable` and as `infoTable`).
 */
import { SaxesParser } from "saxes";

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

/** Parses one document and returns its root element. Leading whitespace (and a BOM) is allowed. */
export function parseXml(source: string): XmlElement {
  // A file that starts with a blank line before `<?xml` is not well formed; the SEC sample in
  // holdings13f/ does (PROVENANCE.md), and nothing is lost by skipping it.
  const skipped = /^\uFEFF?\s*/.exec(source)![0];
  const lineOffset = skipped.match(/\n/g)?.length ?? 0;
  const parser = new SaxesParser({ position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let tagLine = 1;

  parser.on("error", (error) => {
    // saxes prefixes its message with "line:column: "; the line is ours to report.
    const detail = error.message.replace(/^\d+:\d+:\s*/, "");
    throw new XmlSyntaxError(parser.line + lineOffset, detail);
  });
  // The start of a tag: the line an element is reported at (opentag fires at its end).
  parser.on("opentagstart", () => {
    tagLine = parser.line + lineOffset;
  });
  parser.on("opentag", (tag) => {
    const element: XmlElement = {
      name: tag.name,
      local: tag.name.slice(tag.name.indexOf(":") + 1),
      attributes: { ...(tag.attributes as Record<string, string>) },
      children: [],
      text: "",
      line: tagLine,
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  const appendText = (chunk: string) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.text += chunk;
  };
  parser.on("text", appendText);
  parser.on("cdata", appendText);

  parser.write(source.slice(skipped.length)).close();
  if (!root) throw new XmlSyntaxError(parser.line + lineOffset, "no root element");
  return root;
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
