// What other modules may use of channels: the rest of this folder is its own. The composition makes
// the module with module.ts.

export type { ChannelsClosing } from "./channels-closing";
export type { PushService } from "./push.service";
export type { TextsService } from "./texts.service";
