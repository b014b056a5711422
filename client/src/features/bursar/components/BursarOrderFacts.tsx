import {COUNTRY_LABELS, formatOffer, type Country} from '@karat/shared';
import {DateCell} from '@/components/DateCell';
import {Fact, Section} from '@/components/Facts';
import {clientName} from '@/entities/client';
import {PurchaseRecordFacts} from '@/entities/order';
import type {OrderWithRelations} from '../api/bursar';
import {decisionLabel} from './decision';

/** What the bursar checks before completing: the order, its teller and payment, the purchase record, the offer and the decision. */
export function BursarOrderFacts({order}: {order: OrderWithRelations}) {
  return (
    <>
      <Section title="Order">
        <Fact label="Order number" value={order.orderNumber} />
        <Fact label="Bar code" value={order.barCode} />
        <Fact label="Country" value={COUNTRY_LABELS[order.country as Country] ?? order.country} />
        <Fact label="Client" value={clientName(order.client)} />
        <Fact label="Address" value={[order.address, order.zip, order.city].filter(Boolean).join(', ')} />
        <Fact label="Teller" value={order.teller?.name} />
        <Fact label="Tellered" value={<DateCell value={order.tellerDate} />} />
        <Fact label="Payer" value={order.payer?.name} />
        <Fact label="Paid" value={<DateCell value={order.payed} />} />
      </Section>
      <PurchaseRecordFacts id={order.id!} />
      <Section title="Offer and decision">
        <Fact label="Offer" value={formatOffer(order)} />
        <Fact label="Decision" value={decisionLabel(order)} />
        <Fact label="Ignoble return" value={order.ignobleReturn ? 'Yes' : 'No'} />
        <Fact label="Insurance return" value={order.insuranceReturn ? 'Yes' : 'No'} />
        <Fact label="Teller's comment" value={order.tellerComment} />
      </Section>
    </>
  );
}
