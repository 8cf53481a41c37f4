import { t } from "@taxlane/contract/i18n";
import { z } from "zod";

/** The environment variables of push and texts (modules/channels); `.env.example` lists the same. */
export const channelsEnvironmentShape = {
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, t("channels.twilioAccountSidFormat"))
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The number (E.164) or messaging service texts are sent from. */
  TWILIO_FROM: z.string().min(3).optional(),
  /** Twilio's API address; a test points it at a local fake. */
  TWILIO_API_URL: z.url().optional(),
  /**
   * Push services on this machine that may be called over http or at a loopback address
   * (`host:port`, comma-separated): honoured only with NODE_ENV test or development.
   */
  PUSH_ENDPOINT_ALLOW: z.string().optional(),
};

export interface ChannelsConfig {
  /** Texts through Twilio; `undefined`: written to the local outbox `$DATA_DIR/sms`. */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string | undefined } | undefined;
  /** Hosts (`host:port`) let past the push address rule, outside production only. */
  pushEndpointAllow: string[];
}

type ChannelsEnvironment = { [K in keyof typeof channelsEnvironmentShape]?: string | undefined } & {
  NODE_ENV: "development" | "production" | "test";
};

/** Problems of a half-given Twilio setting, for the config's error list. */
export function channelsConfigProblems(values: ChannelsEnvironment): string[] {
  const given = [values.TWILIO_ACCOUNT_SID, values.TWILIO_AUTH_TOKEN, values.TWILIO_FROM];
  if (given.some(Boolean) && !given.every(Boolean)) {
    return ["TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three, or none (the local outbox)"];
  }
  return [];
}

export function channelsConfigOf(values: ChannelsEnvironment): ChannelsConfig {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = values;
  return {
    twilio:
      accountSid && authToken && from
        ? { accountSid, authToken, from, apiUrl: values.TWILIO_API_URL?.replace(/\/$/, "") }
        : undefined,
    pushEndpointAllow:
      values.NODE_ENV === "production"
        ? []
        : (values.PUSH_ENDPOINT_ALLOW ?? "")
            .split(",")
            .map((host) => host.trim().toLowerCase())
            .filter((host) => host.length > 0),
  };
}
