import {
  type FawryOrderResponse,
  http,
  idempotencyHeaders,
  type PaymentOrderBody,
  type PaymobOrderResponse,
  type ShakeoutOrderResponse,
  type TopupMethod,
  useIdempotencyKey,
} from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** The gateway methods and the order call of each (spec 3 §7). */
export const ORDER_PATH = {
  paymob_card: '/wallet/paymob/order/card',
  paymob_mobile_wallets: '/wallet/paymob/order/mobile-wallet',
  paymob_kiosk: '/wallet/paymob/order/kiosk',
  paymob_valu: '/wallet/paymob/order/valu',
  fawry: '/wallet/fawry/order',
  fawry_staging: '/wallet/fawry/order',
  shakeout: '/wallet/shakeout/order',
} as const satisfies Partial<Record<TopupMethod, string>>;
export type GatewayMethod = keyof typeof ORDER_PATH;
export type GatewayOrder = Partial<PaymobOrderResponse & ShakeoutOrderResponse & FawryOrderResponse>;

/** POST one of the order calls with {amount}: iframe_url, url, or the order for Fawry's script. */
export async function createGatewayOrder(
  method: GatewayMethod,
  body: PaymentOrderBody,
  idempotencyKey: string,
): Promise<GatewayOrder> {
  const { data } = await http.post<GatewayOrder>(ORDER_PATH[method], body, {
    headers: idempotencyHeaders(idempotencyKey),
  });
  return data;
}

export function useCreateGatewayOrder(method: GatewayMethod) {
  const [key, renewKey] = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: PaymentOrderBody) => createGatewayOrder(method, body, key),
    onSuccess: renewKey,
  });
}
