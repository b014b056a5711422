import {tellerActionNotice} from '@karat/shared/teller';
import {useEffect, useRef, type RefObject} from 'react';
import {useNavigate} from 'react-router-dom';
import {useNotify} from '@/components/Notifications';
import {useSaveBankDetails, useSendReviewEmail, useTellerAction, type OrderWithRelations, type TellerCommand} from '../api/teller';
import type {Bank} from './BankDetails';
import {bankToSave} from './teller-form';

/**
 * The page's commands (approve, did not answer, with SMS, return to valuation): each says what it
 * did, naming the order (and the number an SMS went to), then goes back to the list. `approved`
 * turns true once Approve succeeded: the approval saved the account itself.
 */
export function useTellerCommands(order: OrderWithRelations) {
  const navigate = useNavigate();
  const action = useTellerAction(order.id!);
  const reviewEmail = useSendReviewEmail();
  const notify = useNotify();
  const approved = useRef(false);
  const client = order.client;

  const run = async (command: TellerCommand, {sendReview = false} = {}) => {
    const answer = await action.mutateAsync(command);
    approved.current = command.action === 'approve';
    notify.success(
      tellerActionNotice(order.orderNumber, command.action, {
        smsTo: answer?.sms?.to ? `+${answer.sms.to}` : null,
        offeredDeclined: Boolean(command.offeredDeclined),
      }),
    );
    if (command.action === 'approve' && sendReview && client?.email)
      await reviewEmail.mutateAsync({email: client.email, lang: order.language ?? client.language ?? 'finnish'}).catch(() => undefined);
    navigate(-1);
  };
  return {run, approved, busy: action.isPending};
}

/**
 * Leaving the page with a changed, valid IBAN (or UK account) saves it to the client (spec 02 §4
 * "Teller confirmation"), unless Approve saved it already. An approved order whose account changed
 * waits for a new approval: the teller is told so.
 */
export function useBankSavedOnLeave(order: OrderWithRelations, bank: Bank, approved: RefObject<boolean>) {
  const saveBank = useSaveBankDetails(order.id!);
  const notify = useNotify();
  // The latest account and mutation, read when the page goes (the effect below runs only then).
  const leaving = useRef(() => {});
  useEffect(() => {
    leaving.current = () => {
      const body = !approved.current && order.client ? bankToSave(order.country ?? '', bank, order.client) : undefined;
      if (!body) return;
      // The promise, not mutate's callbacks: those are not called once the page is gone.
      saveBank
        .mutateAsync(body)
        .then(answer => {
          if (answer?.reapprovalNeeded && answer.notice) notify.error(answer.notice);
        })
        .catch(() => undefined);
    };
  });
  useEffect(() => () => leaving.current(), []);
}
