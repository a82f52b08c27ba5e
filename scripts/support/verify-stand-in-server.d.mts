/** Types of ./verify-stand-in-server.mjs (the Vonage Verify v2 stand-in). */
export interface StandInModes {
  /** Channels that never deliver. */
  fail?: string[];
  /** Channels that deliver `slowSeconds` late. */
  slow?: string[];
  slowSeconds?: number;
  /** Every new request blocked (403). */
  fraud?: boolean;
}

export interface VerifyStandIn {
  url: string;
  /** request_id → the request as the stand-in holds it. */
  requests: Map<string, Record<string, unknown>>;
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
}): Promise<VerifyStandIn>;
