/**
 * API key administration: `npm run keys -- create [label]`, `list`, `disable <id>`.
 * The full key is printed once, at creation; only its digest is stored.
 */
import { disableKey, issueKey, listKeys } from "../gateway/access/keys.js";
import { ensureWarehouse } from "../warehouse/ensure.js";

const [command = "help", ...rest] = process.argv.slice(2);
const warehouse = await ensureWarehouse();
try {
  switch (command) {
    case "create": {
      const issued = await issueKey(warehouse.db, rest.join(" ") || "default");
      console.log(`key id ${issued.id} (${issued.label}) — store it now, it is not shown again:`);
      console.log(issued.key);
      break;
    }
    case "list":
      for (const key of await listKeys(warehouse.db)) {
        console.log(
          `${key.id}  ${key.display_prefix}…  ${key.label}  created ${key.created_at}${key.disabled_at ? `  DISABLED ${key.disabled_at}` : ""}`,
        );
      }
      break;
    case "disable": {
      const id = rest[0];
      if (!id) throw new Error("usage: keys disable <id>");
      console.log((await disableKey(warehouse.db, id)) ? `disabled ${id}` : `no active key ${id}`);
      break;
    }
    default:
      console.log("usage: npm run keys -- create [label] | list | disable <id>");
      process.exitCode = command === "help" ? 0 : 2;
  }
} finally {
  await warehouse.close();
}
