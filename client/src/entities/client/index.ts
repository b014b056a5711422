// The client entity: queries, keys, columns and the search rule of clients, for every feature.
export {
  CLIENT_LIST_DEFAULTS,
  clientId,
  clientKeys,
  clientListSource,
  clientQueries,
  invalidateClient,
  type Client,
  type ClientFilter,
  type ClientId,
} from './api';
export {clientColumns} from './columns';
export {clientName, clientSearchWhere} from './search';
export {PhoneLink} from './PhoneLink';
export {telHref} from './phone';
