/** Types of ./verify-stand-in-server.mjs (the Vonage Verify v2 stand-in). */
export interface StandInModes {
  /** Channels that never deliver. */
  fail?: string[];
  /** Channels that deliver `slowSeconds` late. */
  slow?: string[];
  slowSeconds?: number;
  /** Every new request blocked (403). */
  fraud?: boolean;
  /** Every Verify endpoint answers 503. */
  down?: boolean;
}

export interface VerifyStandIn {
  url: string;
  /** request_id → the request as the stand-in holds it. */
  requests: Map<string, Record<string, unknown>>;
  /** Every code check, oldest first, with the HTTP status answered. */
  checks: { request_id: string; status: number }[];
  setModes(modes: StandInModes): void;
  /** Moves the stand-in's clock `seconds` on, running the steps then due. */
  advance(seconds: number): void;
  close(): Promise<void>;
}

export function startVerifyStandIn(options: {
  port?: number;
  outbox: string;
  modes?: StandInModes;
  log?: (line: string) => void;
  /** Where callbacks are POSTed (unless `callback` takes them). */
  callbackUrl?: string;
  /** The secret callbacks are signed with (VONAGE_SIGNATURE_SECRET). */
  signatureSecret?: string;
  /** Takes each callback instead of a POST: its JSON body and Authorization header. */
  callback?: (body: string, authorization: string) => void;
}): Promise<VerifyStandIn>;
