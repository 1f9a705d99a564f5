/**
 * The plan check of a quoted operation: the first product its lines reach, or route floor it
 * meets, that the caller's plan does not include is a 402 plan_required naming it. The quote's
 * lines are what will execute (gateway/access/quote.ts), so a field hidden behind a directive or a
 * variable's default is checked exactly when it runs.
 */
import { ServiceError } from "../../core/errors.js";
import type { Principal } from "./keys.js";
import { PRODUCTS, type ProductId, planAllows, planAtLeast, plansFrom, plansIncluding } from "./plans.js";
import type { Quote } from "./quote.js";

/** The 402 plan_required of a product the caller's plan (and add-ons) does not include; null if it does. */
export function productRefusal(
  principal: Pick<Principal, "plan" | "addons">,
  productId: ProductId,
  upgradeUrl: string,
): ServiceError | null {
  if (planAllows(principal.plan, principal.addons, productId)) return null;
  const product = PRODUCTS[productId];
  return new ServiceError(
    "plan_required",
    `${product.label} is not included in the ${principal.plan} plan${product.addon ? ` (or available as the ${product.addon} add-on on a paid plan)` : ""}.`,
    {
      extra: {
        tool_group: productId,
        current_plan: principal.plan,
        unlocked_by: plansIncluding(productId),
        upgrade_url: upgradeUrl,
      },
    },
  );
}

export function planRefusal(
  principal: Pick<Principal, "plan" | "addons">,
  quote: Pick<Quote, "lines" | "minimumPlans">,
  upgradeUrl: string,
): ServiceError | null {
  for (const line of quote.lines) {
    const refusal = productRefusal(principal, line.product, upgradeUrl);
    if (refusal) return refusal;
  }
  for (const floor of quote.minimumPlans) {
    if (planAtLeast(principal.plan, floor.plan)) continue;
    return new ServiceError("plan_required", `${floor.operation} needs the ${floor.plan} plan or above.`, {
      extra: {
        tool_group: floor.operation,
        current_plan: principal.plan,
        unlocked_by: plansFrom(floor.plan),
        upgrade_url: upgradeUrl,
      },
    });
  }
  return null;
}
