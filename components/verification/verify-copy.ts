/**
 * The texts of the code page's island (messages `verification.*`, `validation.*`, `proof.*`),
 * read on the server and handed to it as props: the island then needs neither use-intl nor a
 * NextIntlClientProvider (docs/benchmarks.md "Page weight"). The phone and the countdown,
 * known only in the browser, are `{phone}` and `{time}` holes (lib/i18n/fill-text.ts).
 */
import { createElement, type ReactNode } from 'react';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { strongText, type IslandTranslator, type StrongText } from '@/lib/i18n/island-copy';
import { proofLabels, type ProofLabels } from '@/lib/i18n/proof-labels';
import { LOGIN_PATHS } from '@/lib/site/routes';
import { CODE_CHANNELS, type CodeChannel } from '@/lib/validation/code-channels';

/** The `validation.*` messages the code and phone schemas name (lib/validation/verification.ts). */
const VALIDATION_KEYS = ['validation.codeIncomplete', 'validation.phone'] as const;

/** The channel messages: the code went by, send it by, a new one went by. */
type ChannelGroup = 'sentVia' | 'sendVia' | 'resent';

/** Everything the code page's island shows, already translated. */
export interface VerifyCopy {
  /** The page's language: the API's answers come back in it, the proof widget speaks it. */
  language: Locale;
  loading: string;
  back: string;
  sentTo: StrongText;
  notSent: StrongText;
  typedPhone: StrongText;
  codeLabel: string;
  codeHint: string;
  submit: string;
  submitting: string;
  success: string;
  errorTitle: string;
  errorFallback: string;
  noCode: string;
  /** With a `{time}` hole (m:ss). */
  resendIn: string;
  resend: string;
  resending: string;
  resendSuccessTitle: string;
  resendSuccessDescription: string;
  resendErrorTitle: string;
  resendErrorFallback: string;
  channel: Record<ChannelGroup, Record<CodeChannel, string>>;
  unknownPhone: {
    title: string;
    text: string;
    phone: string;
    phoneHint: string;
    submit: string;
    /** "Already verified? Sign in", with the link to the login page of the page's language. */
    login: ReactNode;
  };
  /** `validation.*` messages by their full key (a zod issue names one). */
  validation: Record<string, string>;
  proof: ProofLabels;
}

/** The copy in `language` from a translator of that language's whole catalogue. */
export function verifyCopy(t: IslandTranslator, language: Locale): VerifyCopy {
  const v = (key: string) => t(`verification.${key}`);
  const channels = (group: ChannelGroup) =>
    Object.fromEntries(
      CODE_CHANNELS.map((channel) => [channel, v(`channel.${group}.${channel}`)]),
    ) as Record<CodeChannel, string>;
  const phoneLine = (key: string) => strongText(t, `verification.${key}`, ['phone']);
  return {
    language,
    loading: v('loading'),
    back: v('back'),
    sentTo: phoneLine('sentTo'),
    notSent: phoneLine('notSent'),
    typedPhone: phoneLine('typedPhone'),
    codeLabel: v('codeLabel'),
    codeHint: v('codeHint'),
    submit: v('submit'),
    submitting: v('submitting'),
    success: v('success'),
    errorTitle: v('errorTitle'),
    errorFallback: v('errorFallback'),
    noCode: v('noCode'),
    resendIn: t('verification.resendIn', { time: '{time}' }),
    resend: v('resend'),
    resending: v('resending'),
    resendSuccessTitle: v('resendSuccessTitle'),
    resendSuccessDescription: v('resendSuccessDescription'),
    resendErrorTitle: v('resendErrorTitle'),
    resendErrorFallback: v('resendErrorFallback'),
    channel: {
      sentVia: channels('sentVia'),
      sendVia: channels('sendVia'),
      resent: channels('resent'),
    },
    unknownPhone: {
      title: v('unknownPhone.title'),
      text: v('unknownPhone.text'),
      phone: v('unknownPhone.phone'),
      phoneHint: v('unknownPhone.phoneHint'),
      submit: v('unknownPhone.submit'),
      login: t.rich('verification.unknownPhone.login', {
        link: (chunks) =>
          createElement(
            Link,
            { href: LOGIN_PATHS[language], className: 'font-medium text-primary hover:underline' },
            chunks,
          ),
      }),
    },
    validation: Object.fromEntries(VALIDATION_KEYS.map((key) => [key, t(key)])),
    proof: proofLabels((key) => t(`proof.${key}`)),
  };
}
