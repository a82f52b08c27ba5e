/** A TCP proxy a test can cut and restore (see the .mjs). */
export function tcpProxy(
  port: number,
  target: { host: string; port: number },
): {
  start(): Promise<void>;
  cut(): Promise<void>;
  restore(): Promise<void>;
  stop(): Promise<void>;
  readonly up: boolean;
};
