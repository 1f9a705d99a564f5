import { describe, expect, it } from "vitest";
import { child, childrenNamed, parseXml, textAt, XmlSyntaxError } from "./xml.js";

describe("parseXml (saxes)", () => {
  it("reads elements, prefixes, attributes, entities, CDATA and skips declarations and comments", () => {
    const root = parseXml(`
<?xml version="1.0"?>
<!-- a comment -->
<ns1:table xmlns:ns1="urn:x" a='1'>
  <ns1:row id="F&amp;1"><name>FLAVORS&amp;FRAGRA &#65;&#x42;</name><empty/></ns1:row>
  <ns1:row><name><![CDATA[<raw & kept>]]></name></ns1:row>
</ns1:table>`);
    expect(root.local).toBe("table");
    expect(root.name).toBe("ns1:table");
    expect(root.attributes).toEqual({ "xmlns:ns1": "urn:x", a: "1" });
    const rows = childrenNamed(root, "row");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.attributes.id).toBe("F&1");
    expect(textAt(rows[0], "name")).toBe("FLAVORS&FRAGRA AB");
    expect(child(rows[0], "empty")?.children).toEqual([]);
    expect(textAt(rows[0], "empty")).toBeNull();
    expect(textAt(rows[1], "name")).toBe("<raw & kept>");
    expect(rows[1]!.line).toBe(6);
  });

  it.each([
    ["<a><b></a>", /unexpected close tag/],
    ["<a>", /unclosed tag: a/],
    ["<a>&nbsp;</a>", /undefined entity/],
    ["<a>x & y</a>", /XML line 1/],
    ["<a/><b/>", /only one root/],
    ["<a/>text", /text data outside of root/],
    ["", /must contain a root element/],
  ])("refuses %j", (source, message) => {
    expect(() => parseXml(source)).toThrow(XmlSyntaxError);
    expect(() => parseXml(source)).toThrow(message);
  });
});
