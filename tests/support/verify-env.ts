/**
 * Import first in a test file that runs verification through Vonage Verify v2
 * (VERIFY_DRIVER and the workflow are read when env.ts loads). The application's private key
 * is a fresh RSA key: the SDK signs its JWT with it, and the stand-in only asks for one.
 */
import { generateKeyPairSync } from 'node:crypto';

process.env.VERIFY_DRIVER = 'vonage-verify';
process.env.VERIFY_WORKFLOW = 'whatsapp,sms,voice';
process.env.VERIFY_CHANNEL_TIMEOUT = '120';
process.env.VONAGE_APPLICATION_ID = 'test-application';
process.env.VONAGE_PRIVATE_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
