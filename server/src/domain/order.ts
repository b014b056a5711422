import type {PayeeSnapshot} from '@karat/shared';

/**
 * An order as the command rules see it: the stored fields they read and write, as plain values
 * (the Order model satisfies it). A change is the fields to write; the write step skips those
 * already equal.
 */
export interface OrderState {
  id?: number;
  orderNumber?: number;
  barCode?: string | null;
  country?: string | null;
  language?: string | null;
  team?: string | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  clientId?: number;
  callerId?: number | null;
  assignedCallerId?: number | null;
  originalCallerId?: number | null;
  coldCaseCallerId?: number | null;
  receiverId?: number | null;
  closerId?: number | null;
  createdAt?: Date;
  welcomeCall?: Date | null;
  dueDate?: Date | null;
  receivedDate?: Date | null;
  closeDate?: Date | null;
  latestAfterCall?: Date | null;
  latestWelcomeCall?: Date | null;
  latestColdCall?: Date | null;
  closed?: boolean;
  isReceived?: boolean;
  welcomeCallDone?: boolean;
  afterCallDone?: boolean;
  isColdCase?: boolean;
  isBoomerang?: boolean;
  isShipmentRegistered?: boolean;
  isPackaged?: boolean;
  inPackager?: boolean;
  packagerId?: number | null;
  packagedDate?: Date | null;
  packagerClaimedAt?: Date | null;
  hasShipmentError?: boolean;
  isPermanentlyTransferred?: boolean;
  isTemporarilyTransferred?: boolean;
  closeReason?: string | null;
  closeMethod?: string | null;
  shipmentRegisterError?: string | null;
  carrier?: string | null;
  trackingUrl?: string | null;
  returnCode?: string | null;
  afterCallTries?: string[] | null;
  welcomeCallTried?: string[] | null;
  isValued?: boolean;
  isRevaluated?: boolean;
  returnToValuation?: boolean;
  isTellered?: boolean;
  valuatorId?: number | null;
  valuationDate?: Date | null;
  reValuatorId?: number | null;
  reValuationDate?: Date | null;
  materialWeight?: number | null;
  packageWeight?: number | null;
  goldWeight?: number | null;
  silverWeight?: number | null;
  customGoldWeight?: number | null;
  otherWeight?: number | null;
  price?: number | null;
  products?: object[] | null;
  valuationImage?: string | null;
  extraImages?: string[] | null;
  tellerMessageFromValuation?: string | null;
  offerAccepted?: boolean;
  isPaid?: boolean;
  /** The bursar completed it. */
  isComplete?: boolean;
  /** The approval's payee snapshot (shared's PayeeSnapshot); null: nothing approved for payment. */
  payee?: PayeeSnapshot | null;
}

export type OrderChange = Partial<OrderState>;

/** The member running a command: their id and the role flags the rules ask about. */
export interface Actor {
  id: number;
  admin?: boolean;
  buyer?: boolean;
  isColdCaller?: boolean;
  teller?: boolean;
  customer?: boolean;
}

/** A client's postal address, as the receive scan fills an order's from it. */
export interface ClientAddress {
  address?: string | null;
  zip?: string | null;
  city?: string | null;
}
