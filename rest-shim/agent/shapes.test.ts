import { describe, expect, it } from "vitest";
import { CHAT_COMPLETIONS, MESSAGES, shapeCheck } from "./shapes.js";

const chat = shapeCheck(CHAT_COMPLETIONS);
const messages = shapeCheck(MESSAGES);
const turn = { role: "user", content: "hi" };

describe("the agent API's request shapes", () => {
  it("accept the public shapes, with fields they do not name", () => {
    expect(chat({ model: "brain", messages: [turn], stream: true, max_tokens: 5, seed: 1 })).toBeNull();
    expect(
      chat({ model: "brain", messages: [{ role: "assistant", content: null, tool_calls: [] }] }),
    ).toBeNull();
    expect(messages({ model: "brain", max_tokens: 5, messages: [turn], system: "Be brief." })).toBeNull();
  });

  it("name the field as a path and say what it accepts", () => {
    const refused = chat({ model: "brain", messages: [turn, { role: "wizard", content: "x" }] });
    expect(refused?.status).toBe(422);
    expect(refused?.body().detail).toEqual({
      error_code: "validation_error",
      error_message:
        'messages[1].role: "wizard" is not accepted; accepted: one of system, developer, user, assistant, tool.',
      parameter: "messages[1].role",
      accepted: "one of system, developer, user, assistant, tool",
    });
  });

  it("a missing field is required, with what it accepts", () => {
    expect(messages({ model: "brain", messages: [turn] })?.body().detail).toMatchObject({
      parameter: "max_tokens",
      error_message: "max_tokens: is required; accepted: a whole number of at least 1.",
    });
    expect(chat({ model: "brain", messages: [{ role: "user" }] })?.body().detail).toMatchObject({
      parameter: "messages[0].content",
      accepted: "text, a list of content parts, or null on an assistant turn",
    });
  });

  it("a body that is no object says which fields it needs", () => {
    expect(chat([turn])?.body().detail).toEqual({
      error_code: "validation_error",
      error_message: "The request body is not a JSON object; accepted: a JSON object with model, messages.",
      parameter: "body",
      accepted: "a JSON object with model, messages",
    });
  });
});
