import type { PaymentMethodDto } from '@coachwork/contracts';

/** 'Visa •••• 4242': how /b names a saved card. */
export const cardName = (m: Pick<PaymentMethodDto, 'brand' | 'last4'>) =>
  `${m.brand.charAt(0).toUpperCase()}${m.brand.slice(1)} •••• ${m.last4}`;
