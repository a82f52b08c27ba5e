/**
 * The channels a code may be asked by (Vonage Verify's, lib/server/channels/verify/port.ts).
 * Its own module, free of zod, so that the browser can check a remembered list without
 * bringing the schemas into the page's first load.
 */
export const CODE_CHANNELS = ['whatsapp', 'sms', 'voice'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
