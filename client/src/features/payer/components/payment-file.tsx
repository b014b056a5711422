import Chip from '@mui/material/Chip';
import {COUNTRY_LABELS, MARKET_CURRENCY, PAYMENT_FILE_STATE_LABELS, paymentFileState, TEAM_LABELS, type Country, type Team} from '@karat/shared';
import type {PaymentXml} from '../api/payer';

export const fileCurrency = (file: Pick<PaymentXml, 'country' | 'isDonation'>) =>
  file.country && !file.isDonation ? MARKET_CURRENCY[file.country as Country] : 'EUR';
export const fileCategory = (file: Pick<PaymentXml, 'country' | 'isDonation' | 'team'>) =>
  file.isDonation ? `Donations ${file.team ? TEAM_LABELS[file.team as Team] : ''}` : file.country ? COUNTRY_LABELS[file.country as Country] : '';

/** Made, downloaded (by whom, when) or sent to the bank: where a batch's file is. */
export function FileStateChip({file}: {file: Pick<PaymentXml, 'firstDownloadedAt' | 'sentAt'>}) {
  const state = paymentFileState(file);
  return <Chip size="small" color={state === 'sent' ? 'success' : state === 'downloaded' ? 'info' : 'default'} label={PAYMENT_FILE_STATE_LABELS[state]} />;
}
