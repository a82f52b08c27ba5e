/**
 * The admin sign-in throttle's numbers and bucket names, shared by the password check
 * (admin-sign-in.ts) and the second factor (admin-mfa.ts): a wrong code counts like a wrong
 * password.
 */
import 'server-only';
import type { Limit } from '../http/rate-limit';

/** Failed sign-ins allowed per username and per address in the window. */
export const ADMIN_LOGIN_LIMITS = { failures: 5, windowSec: 15 * 60 };

const window = { max: ADMIN_LOGIN_LIMITS.failures, windowSec: ADMIN_LOGIN_LIMITS.windowSec };

/** Failures from one client address. */
export const adminIpFailureLimit = (ipSubject: string): Limit => ({
  key: `admin-login:fail:ip:${ipSubject}`,
  name: 'admin-login:ip',
  ...window,
});

/** Failures for one username (from a browser that never signed in as it). */
export const adminUserFailureLimit = (username: string): Limit => ({
  key: `admin-login:fail:user:${username.toLowerCase()}`,
  name: 'admin-login:user',
  ...window,
});

/** Failures from a browser that signed in as the username before (./admin-device.ts). */
export const adminDeviceFailureLimit = (deviceId: string): Limit => ({
  key: `admin-login:fail:device:${deviceId}`,
  name: 'admin-login:device',
  ...window,
});
