'use client';
/**
 * The submit logic both registration forms share (docs/product.md §4 "Registration"): validate
 * with the shared schema (loaded lazily), POST /api/leads with the page's attribution
 * (utm_*, fbclid), the consent id and the experiment variant the page shows (its marker, read
 * at submit time), then the pixel's Lead (its id the server's), stored lead id, success toast and navigation; on
 * error, server field messages on their fields and a destructive toast (docs/product.md §8).
 * Uncontrolled native fields read through FormData: no form library in the bundle; zod,
 * the request helper and the proof-of-work widget load on the first focus, so the page's
 * initial JavaScript stays small (bench/js-budget.mjs). What the server asks before it sends
 * an SMS goes along: the widget's proof of work (solved while the visitor types), the fill time
 * (a form sent within MIN_FILL_MS of its display waits the rest) and the honeypot.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/use-toast';
import { preloadToaster } from '@/components/ui/toaster';
import { readAttribution, type Attribution } from '@/lib/campaigns/campaign';
import { storeLeadId, storedVisitorSessionId } from '@/lib/browser/lead-storage';
import { trackPixelEvent } from '@/lib/browser/pixel';
import type { CodeChannel } from '@/lib/validation/code-channels';
import { consentIdBody } from '@/lib/browser/consent';
import { readExperimentMarker } from '@/lib/browser/experiment';
import { experimentCustomData, metaEventId } from '@/lib/meta/events';
import type { RegisterResponse } from '@/lib/contracts/leads';
import type { ProofLabels } from '@/lib/browser/form-shield';
import type { RegistrationKind, ValidationResult } from './registration-validator';
import { loadFormShield, useProofOfWork } from './proof-of-work';

/** Toast texts, already translated. */
export interface RegistrationToastTexts {
  successTitle: string;
  successDescription: string;
  errorTitle: string;
  errorFallback: string;
}

interface Options {
  kind: RegistrationKind;
  /** Field names in display order (the first invalid one gets the focus). */
  fields: readonly string[];
  /** Language of the API's messages (body `locale` and Accept-Language). */
  locale: 'it' | 'de';
  texts: RegistrationToastTexts;
  /** Extra body fields from the parsed values and the address's attribution. */
  extraBody: (attribution: Attribution) => Record<string, unknown>;
  /** Where to go after success (an address without the phone: see continueAfterRegistration). */
  target: (result: RegisterResponse, attribution: Attribution) => string;
  delayMs: number;
  /** The proof-of-work widget's texts, in `locale`. */
  proofLabels: ProofLabels;
}

/** Delay between the success toast and navigation (docs/product.md §9). */
export const REDIRECT_DELAY_MS = 1500;

const loadValidator = () => import('./registration-validator');
/** The request helper pulls React Query's client in with it: loaded on first use only. */
const loadApiClient = () => import('@/lib/browser/api-client');
/** Needed once a registration has succeeded: loaded with the others on the first focus. */
const loadVerifyPhone = () => import('@/lib/browser/verify-phone');

function readValues(form: HTMLFormElement, fields: readonly string[]) {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const name of fields) {
    if (name === 'privacyAccepted') values[name] = data.get(name) === 'true' ? true : undefined;
    else values[name] = String(data.get(name) ?? '');
  }
  return values;
}

function focusField(form: HTMLFormElement, fields: readonly string[], errors: object) {
  const first = fields.find((name) => name in errors);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}

/** Attribution without empty values (the API treats absent and null alike). */
export function attributionBody(attribution: Attribution): Record<string, string> {
  const entries = Object.entries(attribution).filter(([, value]) => value !== null);
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * What every registration form does after success (one place, for each form built on this
 * hook): keeps the registered phone for this tab's verification page in sessionStorage
 * (lib/browser/verify-phone.ts; never in the address, README "Security"), then opens `target`
 * after `delayMs`, with the answer's `channels` (Vonage Verify) kept beside it. Returns the timer.
 */
export async function continueAfterRegistration(
  push: (href: string) => void,
  phone: string,
  target: string,
  delayMs: number,
  channels?: readonly CodeChannel[],
): Promise<ReturnType<typeof setTimeout>> {
  const { rememberVerifyPhone } = await loadVerifyPhone();
  rememberVerifyPhone(phone, channels);
  return setTimeout(() => push(target), delayMs);
}

/** The honeypot's value (empty for a person), sent only when a robot typed in it. */
function honeypot(form: HTMLFormElement): Record<string, string> {
  const website = new FormData(form).get('website');
  return typeof website === 'string' && website !== '' ? { website } : {};
}

/**
 * Submit, change and focus handlers, field errors (message keys or server texts), pending
 * flag, and the proof-of-work widget to render in the form.
 */
export function useRegistrationForm(options: Options) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const attempted = useRef(false);
  const shownAt = useRef(0);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    shownAt.current = performance.now();
    return () => clearTimeout(redirectTimer.current);
  }, []);
  const { kind, fields, texts } = options;
  const proof = useProofOfWork(options.locale, options.proofLabels);

  const validate = async (form: HTMLFormElement): Promise<ValidationResult> => {
    const { validateRegistration } = await loadValidator();
    return validateRegistration(kind, readValues(form, fields));
  };

  /**
   * Warms the validator up on the first focus, so the submit does not wait for it, and starts
   * the proof of work while the visitor types.
   */
  const onFocus = () => {
    void loadValidator();
    void loadApiClient();
    void loadVerifyPhone();
    proof.start();
  };

  /** After a first submit, re-checks the fields as the person corrects them. */
  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    if (!attempted.current) return;
    const result = await validate(event.currentTarget);
    setErrors(result.ok ? {} : result.errors);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || succeeded) return;
    const form = event.currentTarget;
    attempted.current = true;
    const result = await validate(form);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(form, fields, result.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    void preloadToaster();
    const attribution = readAttribution(new URLSearchParams(window.location.search));
    const experiment = readExperimentMarker();
    const [{ ApiError, apiRequest, errorMessage }, { afterMinimumFillTime, sendWithProof }] =
      await Promise.all([loadApiClient(), loadFormShield()]);
    try {
      const response = await sendWithProof(proof, async (altcha) =>
        apiRequest<RegisterResponse>(
          'POST',
          '/api/leads',
          {
            ...result.data,
            locale: options.locale,
            visitorSessionId: storedVisitorSessionId(),
            ...consentIdBody(window.localStorage),
            ...(experiment && { experiment }),
            ...options.extraBody(attribution),
            ...honeypot(form),
            fillMs: await afterMinimumFillTime(shownAt.current),
            ...(altcha ? { altcha } : {}),
          },
          { locale: options.locale },
        ),
      );
      // CompleteRegistration follows at phone verification, as on the server. The variant
      // goes in both events: Meta keeps whichever of the two arrives first.
      trackPixelEvent(
        'Lead',
        experimentCustomData(experiment),
        metaEventId('Lead', response.leadId),
      );
      storeLeadId(response.leadId);
      setSucceeded(true);
      toast({
        title: texts.successTitle,
        // With Verify (channels named) the server's message, which names no channel.
        description:
          response.smsSent && !response.channels ? texts.successDescription : response.message,
      });
      redirectTimer.current = await continueAfterRegistration(
        (href) => router.push(href),
        response.phone,
        options.target(response, attribution),
        options.delayMs,
        response.channels,
      );
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        focusField(form, fields, error.fields);
      }
      toast({
        variant: 'destructive',
        title: texts.errorTitle,
        description: errorMessage(error, texts.errorFallback),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return {
    onSubmit,
    onChange,
    onFocus,
    errors,
    pending: submitting || succeeded,
    proofWidget: proof.widget,
  };
}
