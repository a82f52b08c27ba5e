/**
 * Import first in a test file whose code must accept signed Vonage delivery receipts
 * (VONAGE_SIGNATURE_SECRET is read when env.ts loads). `signedReceipt` signs as Vonage does.
 */
process.env.VONAGE_SIGNATURE_SECRET = 'receipt-signature-secret-0123456789';
process.env.VONAGE_SIGNATURE_METHOD = 'sha256';

export const RECEIPT_SECRET = 'receipt-signature-secret-0123456789';
