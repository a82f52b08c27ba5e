'use client';
/**
 * The proof of work (./proof-of-work.tsx) of an island that translates with use-intl (the
 * login pages). Apart from the widget's hook so that the islands whose texts come as props
 * (the registration forms, the code page) do not load use-intl with it (docs/benchmarks.md
 * "Page weight").
 */
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { proofLabels } from '@/lib/i18n/proof-labels';
import { useProofOfWork, type ProofOfWork } from './proof-of-work';

/** The proof of work of a form in the page's language, labelled from its `proof` messages. */
export function usePageProof(): ProofOfWork {
  const t = useTranslations('proof');
  const language = useLocale() === 'de' ? 'de' : 'it';
  const labels = useMemo(() => proofLabels(t), [t]);
  return useProofOfWork(language, labels);
}
