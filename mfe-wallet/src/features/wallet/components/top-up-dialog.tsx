import {
  AMOUNT_MESSAGES,
  formatMoney,
  MONEY_LIMITS,
  normalizeDigits,
  type TopupMethod,
  useSession,
  WEB_ONLY_TOPUP_METHODS,
} from '@app/shared-contracts';
import { minTopUpMessage } from '@app/shared-contracts/errors';
import { Button, Dialog, Field, Input, RadioGroup, snack } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { type GatewayMethod, ORDER_PATH } from '../api/create-gateway-order';
import { walletQueryOptions } from '../api/get-wallet';
import { GatewayCheckout } from './gateway-checkout';
import { ManualPaymentForm } from './manual-payment-form';
import { MobileWalletForm } from './mobile-wallet-form';
import { RechargeCardForm } from './recharge-card-form';
import { WebPlatformLink } from './web-platform-link';

const t = messages.topUp;
// Spec 3 §4, §9: the dialog resets and the wallet reloads 0.5 s after completion.
const AFTER_DONE_MS = 500;

/** Each method's checkout (step 1). */
type Done = (message: string, options?: { reload?: boolean }) => void;
const CHECKOUTS: Partial<Record<TopupMethod, (done: Done, amount: number) => ReactNode>> = {
  recharge_card: (done) => <RechargeCardForm onDone={done} />,
  mobile_wallets: (done, amount) => <MobileWalletForm amount={amount} onDone={done} />,
  manual_external_payments: (done, amount) => <ManualPaymentForm amount={amount} onDone={done} />,
  // The gateways finish on /wallet when the provider sends the customer back.
  ...Object.fromEntries(
    (Object.keys(ORDER_PATH) as GatewayMethod[]).map((m) => [
      m,
      (_done: Done, amount: number) => <GatewayCheckout method={m} amount={amount} />,
    ]),
  ),
};
/** Spec 3 §4: the card needs no amount. */
const NO_AMOUNT: readonly TopupMethod[] = ['recharge_card'];

/** The offered methods, and whether the phone wrapper hid some (then the web link shows). */
function useMethods(): { methods: TopupMethod[]; hidden: boolean } {
  const supported = useSession((s) => s.appData?.recharge_info.supported_methods ?? []);
  const wrapped = useSession((s) => s.platform === 'ios' || s.platform === 'android');
  const hide = (m: TopupMethod) => wrapped && WEB_ONLY_TOPUP_METHODS.includes(m);
  return {
    methods: supported.filter((m) => CHECKOUTS[m] && !hide(m)),
    hidden: supported.some(hide),
  };
}

export interface TopUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** ?recharge= of the wallet page. */
  initialAmount?: string;
}

/** Spec 3 §2.4: step 0 amount and method, step 1 the method's checkout with back. */
export function TopUpDialog({ open, onOpenChange, initialAmount = '' }: TopUpDialogProps) {
  const { methods, hidden } = useMethods();
  const min = useSession((s) => s.appData?.recharge_info.min_recharge_amount ?? 0);
  const client = useQueryClient();
  const only = methods.length === 1 ? (methods[0] ?? null) : null;
  const [step, setStep] = useState<0 | 1>(0);
  const [method, setMethod] = useState<TopupMethod | null>(only);
  const [amountText, setAmountText] = useState(initialAmount);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = Number(normalizeDigits(amountText));
  const needsAmount = method !== null && !NO_AMOUNT.includes(method);

  function reset() {
    setStep(0);
    setMethod(only);
    setAmountText('');
    setProblem(null);
  }

  function next() {
    if (!method) return setProblem(t.chooseMethod);
    if (needsAmount && !(amountText.trim() && Number.isFinite(amount) && amount >= min)) {
      return setProblem(minTopUpMessage(formatMoney(min)));
    }
    // The api's bound (MONEY_LIMITS): said here rather than after the method's checkout.
    if (needsAmount && amount > MONEY_LIMITS.maxTopUp) return setProblem(AMOUNT_MESSAGES.topUpTooLarge);
    setProblem(null);
    setStep(1);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  function done(message: string, { reload = true }: { reload?: boolean } = {}) {
    snack(message, 'success');
    onOpenChange(false);
    timer.current = setTimeout(() => {
      reset();
      if (reload) void client.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
    }, AFTER_DONE_MS);
  }

  const checkout = method ? CHECKOUTS[method] : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={step === 1 && method ? t.methods[method] : undefined}
      footer={
        step === 0 ? (
          <Button onClick={next} disabled={methods.length === 0} fullWidth>
            {t.next}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setStep(0)} fullWidth>
            {t.back}
          </Button>
        )
      }
    >
      {step === 0 ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {methods.length === 0 ? <Notice tone="info">{t.noMethods}</Notice> : null}
          {methods.length > 0 ? (
            <RadioGroup
              label={t.method}
              items={methods.map((m) => ({ value: m, label: t.methods[m] }))}
              value={method}
              onValueChange={(v) => {
                setMethod(v as TopupMethod);
                // 'choose a method' is answered; an amount problem is said again on 'next'
                setProblem(null);
              }}
            />
          ) : null}
          {needsAmount ? (
            <Field label={t.amount} helperText={minTopUpMessage(formatMoney(min))}>
              <Input
                type="number"
                inputMode="decimal"
                min={min}
                max={MONEY_LIMITS.maxTopUp}
                step="0.01"
                dir="ltr"
                value={amountText}
                onChange={(e) => setAmountText(e.target.value)}
              />
            </Field>
          ) : null}
          {problem ? <Notice tone="danger">{problem}</Notice> : null}
          {hidden ? <WebPlatformLink amount={amountText} /> : null}
        </div>
      ) : (
        checkout?.(done, amount)
      )}
    </Dialog>
  );
}
