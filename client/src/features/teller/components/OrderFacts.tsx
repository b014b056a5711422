import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {COUNTRY_LABELS, type Country} from '@karat/shared';
import {Fact, Section} from '@/components/Facts';
import {ValuationImage} from '@/components/ValuationImage';
import {TEXTS} from '@/lib/texts';
import type {OrderWithRelations} from '../api/teller';

/** The order's info on the teller's page (spec 02 §2 "Teller": numbers, caller, valuator, country, messages). */
export function OrderFacts({order}: {order: OrderWithRelations}) {
  const country = order.country ?? '';
  return (
    <Section title="Order">
      <Fact label="Order number" value={order.orderNumber} />
      <Fact label="Client number" value={order.client?.clientNumber} />
      <Fact label="Caller" value={order.caller?.name} />
      <Fact label="Valuator" value={order.valuator?.name} />
      <Fact label="Country" value={COUNTRY_LABELS[country as Country] ?? country} />
      <Fact label="Message from buyer" value={order.tellerMessageFromBuyer} />
      <Fact label="Message from valuation" value={order.tellerMessageFromValuation} />
      <Fact label="General message" value={order.generalMessage} />
    </Section>
  );
}

/** The valuation image, and the extra images when there are any. */
export function OrderImages({order}: {order: OrderWithRelations}) {
  return (
    <>
      <Section title="Valuation image">
        {order.valuationImage ? (
          <ValuationImage imageKey={order.valuationImage} label={TEXTS.images.valuationImage} size={240} />
        ) : (
          <Typography variant="body2">{TEXTS.images.noImage}</Typography>
        )}
      </Section>
      {(order.extraImages?.length ?? 0) > 0 && (
        <Section title={TEXTS.images.extraImages}>
          <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
            {order.extraImages!.map((image, index) => (
              <ValuationImage key={String(image)} imageKey={String(image)} label={`${TEXTS.images.extraImages} ${index + 1}`} size={120} />
            ))}
          </Stack>
        </Section>
      )}
    </>
  );
}
