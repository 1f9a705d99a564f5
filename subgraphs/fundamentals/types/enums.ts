import { registerEnumType } from "type-graphql";

export enum StatementPeriodEnum {
  annual = "annual",
  quarterly = "quarterly",
  ttm = "ttm",
}
registerEnumType(StatementPeriodEnum, { name: "StatementPeriod" });
