import { describe, expect, it } from "vitest";
import { isUsableRequestId, requestIdFrom } from "./requestId.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("a request's id", () => {
  it("is the caller's when it is 1 to 128 visible ASCII characters", () => {
    for (const id of ["a", "550e8400-e29b-41d4-a716-446655440000", "!~:/=+", "x".repeat(128)]) {
      expect(isUsableRequestId(id)).toBe(true);
      expect(requestIdFrom(id)).toBe(id);
    }
  });

  it("is a new UUID for anything else: empty, too long, blanks, controls, non-ASCII, sent twice", () => {
    for (const sent of ["", "x".repeat(129), "a b", "a\tb", "naïve", "a\u0000", ["a", "b"], undefined]) {
      expect(requestIdFrom(sent)).toMatch(UUID);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
