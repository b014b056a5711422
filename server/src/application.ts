import './quiet-debug';
import {AuthenticationComponent, registerAuthenticationStrategy} from '@loopback/authentication';
import {AuthorizationBindings, AuthorizationComponent, AuthorizationDecision, AuthorizationTags} from '@loopback/authorization';
import {BootMixin} from '@loopback/boot';
import {ApplicationConfig, BindingScope} from '@loopback/core';
import {RepositoryMixin} from '@loopback/repository';
import {RestApplication, RestBindings, RestMiddlewareGroups} from '@loopback/rest';
import {RestExplorerBindings, RestExplorerComponent} from '@loopback/rest-explorer';
import {ServiceMixin} from '@loopback/service-proxy';
import {BearerTokenStrategy} from './authentication/bearer-token.strategy';
import {RoleMatrixAuthorizer} from './authorization/role-matrix.authorizer';
import {LocalAddressChecker} from './adapters/address/address.adapter';
import {LocalCarrier} from './adapters/carrier/carrier.adapter';
import {placesProviderFromEnv} from './adapters/places/places.adapter';
import {smsProviderFromEnv} from './adapters/sms/sms.adapter';
import {systemClock} from './services/clock';
import {sendAnswer} from './middleware/send-answer';
import {DbConfig} from './datasources/db.datasource';
import {ReadEngine} from './repositories/query/read-engine';
import {QuietTrieRouter} from './quiet-trie.router';
import {refuseNulMiddleware} from './middleware/text-check.middleware';
import {RejectDbErrorsProvider} from './middleware/reject.provider';
import {MemberConcurrencyMiddlewareProvider, RequestsInFlight} from './middleware/member-concurrency.middleware';
import {corsOptions} from './middleware/security-headers';
import {DEFAULT_BUSINESS_TZ} from '@karat/shared';
import {
  ADDRESS_CHECKER,
  BUSINESS_TZ,
  CARRIER,
  CLOCK,
  DB_CONFIG,
  DB_DATASOURCE,
  PLACES_PROVIDER,
  READ_ENGINE,
  REQUESTS_IN_FLIGHT,
  ROLE_MATRIX_AUTHORIZER,
  SMS_PROVIDER,
} from './keys';

export interface KaratAppOptions extends ApplicationConfig {
  database: DbConfig;
  bodyLimit?: string;
  businessTz?: string;
  /** Origins allowed by CORS (CORS_ORIGINS); none: same origin only. */
  corsOrigins?: string[];
}

/** The LoopBack application: API only; ExpressServer mounts it under /api. */
export class KaratApplication extends BootMixin(ServiceMixin(RepositoryMixin(RestApplication))) {
  constructor(options: KaratAppOptions) {
    super({
      ...options,
      rest: {
        listenOnStart: false,
        openApiSpec: {setServersFromRequest: false, servers: [{url: '/api'}]},
        requestBodyParser: {json: {limit: options.bodyLimit ?? '1mb', strict: true}},
        // Like the Express server in front: no X-Powered-By on API answers either.
        expressSettings: {'x-powered-by': false},
        // Not LoopBack's default (every origin, `*` with credentials): same origin unless configured.
        cors: corsOptions(options.corsOrigins ?? []),
        ...options.rest,
      },
    });
    this.projectRoot = __dirname;
    this.bind(RestBindings.ROUTER).toClass(QuietTrieRouter);
    this.bind(RestBindings.SequenceActions.SEND).to(sendAnswer);
    this.bind(RestBindings.SequenceActions.REJECT).toDynamicValue(RejectDbErrorsProvider);
    this.bind(DB_CONFIG).to(options.database);
    this.bind(READ_ENGINE).toClass(ReadEngine);
    this.bind(REQUESTS_IN_FLIGHT).toClass(RequestsInFlight);
    this.middleware(MemberConcurrencyMiddlewareProvider, {
      key: 'middleware.memberConcurrency',
      group: 'memberConcurrency',
      upstreamGroups: [RestMiddlewareGroups.AUTHENTICATION],
      downstreamGroups: [RestMiddlewareGroups.PARSE_PARAMS],
    });
    this.middleware(refuseNulMiddleware, {
      key: 'middleware.refuseNul',
      group: 'refuseNul',
      upstreamGroups: [RestMiddlewareGroups.PARSE_PARAMS],
      downstreamGroups: [RestMiddlewareGroups.INVOKE_METHOD],
    });
    this.bind(BUSINESS_TZ).to(options.businessTz ?? DEFAULT_BUSINESS_TZ);
    // Outside systems behind adapters; the local defaults need no account and no network.
    this.bind(ADDRESS_CHECKER).toClass(LocalAddressChecker);
    this.bind(CARRIER).toDynamicValue(async ({context}) => new LocalCarrier(await context.get(DB_DATASOURCE)));
    this.bind(SMS_PROVIDER).to(smsProviderFromEnv());
    this.bind(PLACES_PROVIDER).to(placesProviderFromEnv());
    this.bind(CLOCK).to(systemClock);

    this.component(AuthenticationComponent);
    registerAuthenticationStrategy(this, BearerTokenStrategy);
    // Default deny: every route gets authorization metadata, and only the role matrix can allow.
    this.configure(AuthorizationBindings.COMPONENT).to({
      precedence: AuthorizationDecision.DENY,
      defaultDecision: AuthorizationDecision.DENY,
      defaultMetadata: {resource: 'api'},
    });
    this.component(AuthorizationComponent);
    this.bind(ROLE_MATRIX_AUTHORIZER).toProvider(RoleMatrixAuthorizer).tag(AuthorizationTags.AUTHORIZER).inScope(BindingScope.SINGLETON);

    this.configure(RestExplorerBindings.COMPONENT).to({path: '/explorer'});
    this.component(RestExplorerComponent);

    this.bootOptions = {
      controllers: {dirs: ['controllers'], extensions: ['.controller.js'], nested: true},
    };
  }
}
