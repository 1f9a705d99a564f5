/**
 * The cap on subscriptions open at once per key in this process (graphql-ws and SSE alike;
 * gateway/access/streamLimit.ts): beyond it, 429 rate_limited and nothing charged. A stream
 * counts from the moment it opens until it ends.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { ExecutionResult } from "graphql";
import type { Access } from "../access.js";
import { type AccessContext, verifiedPrincipal } from "../context.js";
import { refusalResult } from "../refusals.js";
import { streamLimit } from "../streamLimit.js";

export function useStreamCap(access: Access): GatewayPlugin<AccessContext> {
  const streams = streamLimit(access.maxStreamsPerKey);

  return {
    onSubscribe({ context, subscribeFn, setSubscribeFn, setResultAndStopExecution }) {
      const { keyId } = verifiedPrincipal(context);
      try {
        streams.check(keyId);
      } catch (error) {
        context.responseHeaders?.set("X-Credits-Charged", "0");
        setResultAndStopExecution(refusalResult(error));
        return;
      }
      setSubscribeFn(async (args) => {
        const stream = await subscribeFn(args);
        return Symbol.asyncIterator in Object(stream)
          ? streams.track(keyId, stream as AsyncIterable<ExecutionResult>)
          : stream;
      });
    },
  };
}
