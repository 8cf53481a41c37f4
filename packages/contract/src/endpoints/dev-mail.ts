import { devMailMessageSchema } from "../identity";
import type { EndpointGroup } from "./define";
import { devMailIdParamsSchema, devMailListSchema } from "./schemas-files";

/**
 * `/dev/mail*`: the development mailbox (module dev-mail). Served only where `devMailboxEnabled`, and
 * then only to this machine.
 */
export const devMailEndpoints = {
  list: {
    method: "GET",
    path: "/dev/mail",
    module: "dev-mail",
    access: "public",
    response: devMailListSchema,
  },
  message: {
    method: "GET",
    path: "/dev/mail/:id",
    module: "dev-mail",
    access: "public",
    params: devMailIdParamsSchema,
    response: devMailMessageSchema,
  },
} as const satisfies EndpointGroup;
