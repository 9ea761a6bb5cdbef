import { createHmac } from 'node:crypto';
import type { Config } from '../../config';

export type Provider = 'paymob' | 'fawry' | 'shakeout';

export interface ProviderKeys {
  /** Paymob: the HMAC secret; Fawry: the secure key; Shakeout: the webhook secret. */
  secret: string;
  /** Fawry's merchant code, Paymob's integration owner; shown in orders. */
  merchant: string;
  /** true: the api's own sandbox checkout (demo only); false: the real provider. */
  sandbox: boolean;
}

const ENV: Record<Provider, { secret: string; merchant: string }> = {
  paymob: { secret: 'PAYMOB_HMAC_SECRET', merchant: 'PAYMOB_MERCHANT_ID' },
  fawry: { secret: 'FAWRY_SECURE_KEY', merchant: 'FAWRY_MERCHANT_CODE' },
  shakeout: { secret: 'SHAKEOUT_WEBHOOK_SECRET', merchant: 'SHAKEOUT_MERCHANT_ID' },
};

/**
 * The keys a provider's callbacks are verified with. Real secrets in the environment are the
 * real provider; without them the demo uses the sandbox, keyed from APP_SECRET so a callback
 * cannot be signed without the server's secret; production without them has no such provider.
 */
export function providerKeys(
  provider: Provider,
  config: Pick<Config, 'production' | 'appSecret'>,
  env: NodeJS.ProcessEnv = process.env,
): ProviderKeys | null {
  const secret = env[ENV[provider].secret];
  if (secret) return { secret, merchant: env[ENV[provider].merchant] || 'merchant', sandbox: false };
  if (config.production) return null;
  return {
    secret: createHmac('sha256', config.appSecret).update(`sandbox:${provider}`).digest('hex'),
    merchant: `sandbox-${provider}`,
    sandbox: true,
  };
}
