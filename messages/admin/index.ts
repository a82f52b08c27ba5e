/**
 * The back-office catalogue (Italian only, its own namespace `admin`). Loaded only by
 * the (admin) root layout, so none of it ships to the public pages. One file per tab keeps
 * each tab's strings next to each other.
 */
import it from '../it.json';
import accounts from './accounts.json';
import analytics from './analytics.json';
import audit from './audit.json';
import calls from './calls.json';
import campaigns from './campaigns.json';
import communications from './communications.json';
import common from './common.json';
import dashboard from './dashboard.json';
import experiments from './experiments.json';
import funnel from './funnel.json';
import landing from './landing.json';
import leads from './leads.json';
import login from './login.json';
import security from './security.json';
import settings from './settings.json';
import testimonials from './testimonials.json';
import visitors from './visitors.json';
import webhooks from './webhooks.json';

export const adminMessages = {
  admin: {
    accounts,
    analytics,
    audit,
    calls,
    campaigns,
    common,
    dashboard,
    experiments,
    funnel,
    landing,
    leads,
    login,
    security,
    settings,
    testimonials,
    visitors,
    webhooks,
    communications,
  },
  /** The schemas' field messages (`validation.*`): the texts the server's 422 answers with. */
  validation: it.validation,
};

export type AdminMessages = typeof adminMessages;
