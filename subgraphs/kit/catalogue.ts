/**
 * The `svc_*` operation a root field serves, read from the REST catalogue (schema/catalogue/*.yaml,
 * the source of truth for operation names), so a field's description names its operation without
 * anyone writing the name a second time.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";

const CATALOGUE_DIR = new URL("../../schema/catalogue/", import.meta.url);

let operationsByField: Map<string, string[]> | undefined;

function catalogueOperations(): Map<string, string[]> {
  if (operationsByField) return operationsByField;
  operationsByField = new Map();
  for (const file of readdirSync(CATALOGUE_DIR).filter((name) => name.endsWith(".yaml"))) {
    const entries = parse(readFileSync(new URL(file, CATALOGUE_DIR), "utf8")) as {
      name: string;
      field: string;
    }[];
    for (const { name, field } of entries) {
      operationsByField.set(field, [...(operationsByField.get(field) ?? []), name]);
    }
  }
  return operationsByField;
}

/** The one catalogue operation served by this root field; throws when there is none or several. */
export function operationOfField(field: string): string {
  const names = catalogueOperations().get(field) ?? [];
  if (names.length !== 1) {
    throw new Error(
      `Root field ${field}: expected one operation in schema/catalogue with "field: ${field}", found ${names.length}${names.length ? ` (${names.join(", ")})` : ""}.`,
    );
  }
  return names[0] as string;
}
