/**
 * The agent API's request bodies (spec/01 "Agent API", spec/02): the public shapes of a
 * chat-completions request (OpenAI's `POST /v1/chat/completions`: model, messages of {role,
 * content}, stream, max_tokens, sampling settings) and of a messages request (Anthropic's
 * `POST /v1/messages`: model, max_tokens required, messages of user and assistant turns, system,
 * stream), as JSON Schemas checked with ajv. Each field a shape names is checked; a field it does
 * not name is left for the model provider, as those APIs grow. A refusal is the spec's 422
 * `validation_error` naming the field (`parameter`, as a path: `messages[0].role`) and what it
 * accepts, the text of the field's `description` below.
 */
import { Ajv, type ErrorObject } from "ajv";
import { inputName, quoteInput } from "../../core/errors.js";
import { RestError } from "../../core/restError.js";

type JsonSchema = Record<string, unknown>;

/** The one model of the chat-completions surface (spec/01). */
export const AGENT_MODEL = "brain";

const wholeNumber = (minimum: number): JsonSchema => ({
  type: "integer",
  minimum,
  description: `a whole number of at least ${minimum}`,
});
const numberIn = (minimum: number, maximum: number): JsonSchema => ({
  type: "number",
  minimum,
  maximum,
  description: `a number in ${minimum}..${maximum}`,
});
const flag: JsonSchema = { type: "boolean", description: "true or false" };
const text: JsonSchema = { type: "string", description: "text" };
const textList: JsonSchema = { type: "array", items: text, description: "a list of texts" };

/** `contentRequired(content)`: where a turn must have content (the schema names it, for the refusal). */
function turns(
  roles: string[],
  content: JsonSchema,
  contentRequired: (content: JsonSchema) => JsonSchema,
): JsonSchema {
  return {
    type: "array",
    minItems: 1,
    description: "a non-empty list of {role, content}",
    items: {
      type: "object",
      description: "an object {role, content}",
      required: ["role"],
      properties: { role: { enum: roles, description: `one of ${roles.join(", ")}` }, content },
      ...contentRequired(content),
    },
  };
}

export const CHAT_COMPLETIONS: JsonSchema = {
  type: "object",
  required: ["model", "messages"],
  properties: {
    model: { type: "string", enum: [AGENT_MODEL], description: AGENT_MODEL },
    // An assistant turn may carry tool calls instead of content; every other turn has content.
    messages: turns(
      ["system", "developer", "user", "assistant", "tool"],
      {
        type: ["string", "array", "null"],
        description: "text, a list of content parts, or null on an assistant turn",
      },
      (content) => ({
        if: { properties: { role: { const: "assistant" } } },
        else: { required: ["content"], properties: { content } },
      }),
    ),
    stream: flag,
    max_tokens: wholeNumber(1),
    max_completion_tokens: wholeNumber(1),
    n: wholeNumber(1),
    temperature: numberIn(0, 2),
    top_p: numberIn(0, 1),
    presence_penalty: numberIn(-2, 2),
    frequency_penalty: numberIn(-2, 2),
    stop: { type: ["string", "array"], items: text, maxItems: 4, description: "text or up to 4 texts" },
    user: text,
  },
};

export const MESSAGES: JsonSchema = {
  type: "object",
  required: ["model", "max_tokens", "messages"],
  properties: {
    model: { type: "string", minLength: 1, description: `a model's name (this service's: ${AGENT_MODEL})` },
    max_tokens: wholeNumber(1),
    messages: turns(
      ["user", "assistant"],
      { type: ["string", "array"], description: "text or a list of content blocks" },
      () => ({ required: ["role", "content"] }),
    ),
    system: { type: ["string", "array"], description: "text or a list of text blocks" },
    stream: flag,
    temperature: numberIn(0, 1),
    top_p: numberIn(0, 1),
    top_k: wholeNumber(0),
    stop_sequences: textList,
    metadata: { type: "object", description: "a JSON object" },
  },
};

const ajv = new Ajv({ allErrors: false, verbose: true, allowUnionTypes: true });

/** `/messages/0/role` as `messages[0].role`. */
function fieldOf(instancePath: string, child?: string): string {
  const steps = [...instancePath.split("/").slice(1), ...(child === undefined ? [] : [child])];
  return steps
    .map((step, index) => (/^\d+$/.test(step) ? `[${step}]` : `${index > 0 ? "." : ""}${step}`))
    .join("");
}

function refusalOf(error: ErrorObject): RestError {
  if (error.instancePath === "" && error.keyword === "type") {
    const accepted = `a JSON object with ${(error.parentSchema?.required as string[]).join(", ")}`;
    return new RestError(
      422,
      "validation_error",
      `The request body is not a JSON object; accepted: ${accepted}.`,
      {
        parameter: "body",
        accepted,
      },
    );
  }
  const missing = error.keyword === "required" ? (error.params.missingProperty as string) : undefined;
  const field = fieldOf(error.instancePath, missing);
  const schema = (
    missing === undefined ? error.parentSchema : (error.parentSchema?.properties as JsonSchema)?.[missing]
  ) as JsonSchema | undefined;
  const accepted = String(schema?.description ?? error.message);
  const what = missing === undefined ? `${quoteInput(error.data)} is not accepted` : "is required";
  return new RestError(422, "validation_error", `${inputName(field)}: ${what}; accepted: ${accepted}.`, {
    parameter: field,
    accepted,
  });
}

/** A check of one shape: the refusal of the first field it does not accept, or null. */
export function shapeCheck(schema: JsonSchema): (body: unknown) => RestError | null {
  const validate = ajv.compile(schema);
  return (body) => {
    if (validate(body)) return null;
    const [first] = validate.errors ?? [];
    return first
      ? refusalOf(first)
      : new RestError(422, "validation_error", "The request body is not accepted.");
  };
}
