/**
 * Every subscription that opens is entered in this process's open streams (gateway/access/
 * openStreams.ts), graphql-ws and SSE alike, with its principal and what a resume of it would
 * be: beyond the per-key cap it is refused with 429 rate_limited and nothing charged, and a
 * revocation or a shutdown can end it from outside.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { ExecutionResult } from "graphql";
import type { Access } from "../access.js";
import { type AccessContext, verifiedPrincipal } from "../context.js";
import { refusalResult } from "../refusals.js";
import { resumeKey } from "../resume.js";

export function useStreamCap(access: Access): GatewayPlugin<AccessContext> {
  return {
    onSubscribe({ context, subscribeFn, setSubscribeFn, setResultAndStopExecution }) {
      const principal = verifiedPrincipal(context);
      try {
        access.streams.check(principal.keyId);
      } catch (error) {
        context.responseHeaders?.set("X-Credits-Charged", "0");
        setResultAndStopExecution(refusalResult(error));
        return;
      }
      setSubscribeFn(async (args) => {
        const stream = await subscribeFn(args);
        if (!(Symbol.asyncIterator in Object(stream))) return stream;
        // The credits plugin, which runs this inside its hold, has quoted the operation by now.
        const { quote } = args.contextValue as AccessContext;
        return access.streams.track(stream as AsyncIterable<ExecutionResult>, {
          principal,
          resumeKey: quote ? resumeKey(quote) : null,
        });
      });
    },
  };
}
