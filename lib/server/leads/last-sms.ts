/**
 * Each lead's last SMS as the back-office reads it: the SQL fragments that join a lead
 * (aliased `l`) to its newest verification code and that code's delivery state. The codes
 * themselves are written and checked in ./verification-codes.ts.
 */
import 'server-only';
import { Prisma } from '../generated/prisma/client';

const sql = Prisma.sql;

/** The delivery state of the code aliased `c` (SMS_DELIVERY_STATES). */
const SMS_STATE = sql`CASE WHEN NOT c.delivered THEN 'not_sent'
                ELSE coalesce(c.delivery_status, 'sent') END`;

/**
 * The newest code of the lead aliased `l` (a guide link is no verification SMS), joined as the columns sms_sent_at, sms_state
 * (null without any code; see SMS_DELIVERY_STATES), sms_error and sms_updated_at. Read by the
 * leads list and the lead's detail, so both tell a lost SMS from a code not typed the same way.
 */
export const LAST_SMS_JOIN = sql`LEFT JOIN LATERAL (
    SELECT c.created_at AS sms_sent_at, ${SMS_STATE} AS sms_state,
           c.delivery_error AS sms_error, c.delivery_updated_at AS sms_updated_at
      FROM verification_codes c WHERE c.lead_id = l.id AND c.kind <> 'guide_link'
     ORDER BY c.created_at DESC, c.id DESC LIMIT 1) last_sms ON true`;

/**
 * LAST_SMS_JOIN's sms_state for a report over the leads created at or after `from`: the same
 * newest code per lead, found in one pass over the codes sent since `from` (a lead's codes are
 * never older than the lead) instead of one lookup per lead, which cost the funnel most of its
 * time at 40,000 leads a month (docs/benchmarks.md "Admin at scale").
 */
export const lastSmsStateSince = (from: Date) => sql`LEFT JOIN (
    SELECT DISTINCT ON (c.lead_id) c.lead_id, ${SMS_STATE} AS sms_state
      FROM verification_codes c WHERE c.created_at >= ${from} AND c.kind <> 'guide_link'
     ORDER BY c.lead_id, c.created_at DESC, c.id DESC) last_sms ON last_sms.lead_id = l.id`;
