/** The products a principal's plan and add-ons include: what the gateway tells subgraphs. */
import type { Principal } from "./keys.js";
import { PRODUCTS, type ProductId, planAllows } from "./plans.js";

export function entitledProducts(principal: Pick<Principal, "plan" | "addons">): string[] {
  return (Object.keys(PRODUCTS) as ProductId[]).filter((id) =>
    planAllows(principal.plan, principal.addons, id),
  );
}
