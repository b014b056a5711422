// The order entity: what every feature needs to list, show and search orders. Features import this;
// it never imports a feature.
export {invalidateOrders, orderId, orderKeys, orderListSource, orderQueries} from './api';
export type {DeskRow, ListClient, OrderFields, OrderFilter, OrderId, OrderInclude, OrderListQuery, OrderWhere, OrderWithRelations} from './api';
export {orderCellText, orderColumns, orderNumberColumn, triesColumns, type OrderRow} from './cells';
export {CallOrderSummary, callOrderFacts, type CallOrder} from './CallOrderSummary';
export {ContactHistory} from './ContactHistory';
export {contactHistoryKeys, triesText} from './contact-history';
export {OrderSearchBox} from './OrderSearchBox';
export {OrderStatusChip} from './OrderStatusChip';
export {readOrderSearch, SEARCH_PARAM, useOrderSearch, type OrderSearch, type OrderSearchResult} from './search';
export {OrderHistory} from './OrderHistory';
export {PurchaseRecordFacts} from './PurchaseRecordFacts';
export {OrderMilestones} from './OrderMilestones';
export {ProductsTable, type ProductLine} from './ProductsTable';
