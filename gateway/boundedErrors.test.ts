import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { QUOTED_INPUT_MAX } from "../core/errors.js";
import { withBoundedQuotes } from "./boundedErrors.js";

const LONG = "Z".repeat(10_000);
const CUT = `"${"Z".repeat(QUOTED_INPUT_MAX)}…" (10000 characters)`;

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("it did not fail");
}

describe("withBoundedQuotes: graphql-js's messages with the caller's input bounded", () => {
  it("cuts a long token of a syntax error", () => {
    const message = messageOf(() => parse(`{ a } ${LONG}`));
    expect(message).toContain(LONG);
    expect(withBoundedQuotes(message)).toBe(`Syntax Error: Unexpected Name ${CUT}.`);
  });

  it("cuts a long literal of a validation error, and leaves names and short values", () => {
    const schema = buildSchema("type Query { a(n: Int): Int }");
    const [error] = validate(schema, parse(`{ a(n: "${LONG}") }`));
    expect(withBoundedQuotes(error?.message ?? "")).toBe(`Int cannot represent non-integer value: ${CUT}`);
    const short = 'Variable "$n" got invalid value "x"; Int cannot represent non-integer value: "x"';
    expect(withBoundedQuotes(short)).toBe(short);
  });

  it("cuts each long value of a message, escapes included", () => {
    const escaped = JSON.stringify(`"${LONG}`);
    const message = `Variable "$n" got invalid value ${escaped}; Int cannot represent non-integer value: ${escaped}`;
    const quoted = `"\\"${"Z".repeat(QUOTED_INPUT_MAX - 1)}…" (10001 characters)`;
    expect(withBoundedQuotes(message)).toBe(
      `Variable "$n" got invalid value ${quoted}; Int cannot represent non-integer value: ${quoted}`,
    );
  });
});
