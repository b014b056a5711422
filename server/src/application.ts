import './quiet-debug';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileStorageFor, type StorageConfig} from './adapters/storage/storage.adapter';
import type {PayerAccounts} from './payments';
import {BootMixin} from '@loopback/boot';
import {ApplicationConfig, BindingScope, CoreBindings, createBindingFromClass} from '@loopback/core';
import {DEFAULT_JOBS_CONFIG, JOB_TAG, JobRunner, type JobsConfig} from './jobs/job-runner';
import {RegisterShipmentJob, RegistrationSweepJob} from './jobs/register-shipment.job';
import {RepositoryMixin} from '@loopback/repository';
import {RestApplication, RestBindings} from '@loopback/rest';
import {ApiExplorerComponent, EXPLORER_PATH} from './api-explorer.component';
import {RestExplorerBindings} from './loopback-internals';
import {ServiceMixin} from '@loopback/service-proxy';
import {BearerTokenStrategy} from './authentication/bearer-token.strategy';
import {LocalAddressChecker} from './adapters/address/address.adapter';
import {LocalCarrier} from './adapters/carrier/carrier.adapter';
import {carriersFromEnv} from './adapters/carrier/carriers';
import {placesProviderFromEnv} from './adapters/places/places.adapter';
import {smsProviderFromEnv} from './adapters/sms/sms.adapter';
import {emailSenderFromEnv} from './adapters/email/email.adapter';
import {errorReporterFromEnv, ReportingStep} from './adapters/errors/error-reporter.adapter';
import {systemClock} from './services/clock';
import {sendAnswer} from './pipeline/send-answer';
import {DbConfig} from './datasources/db.datasource';
import {ReadEngine} from './repositories/query/read-engine';
import {SessionBroadcast} from './services/session-broadcast';
import {QuietTrieRouter} from './quiet-trie.router';
import {RejectDbErrorsProvider, ReportServerErrorsProvider} from './pipeline/reject.provider';
import {OperationTable} from './pipeline/operations';
import {IdempotentCommands} from './pipeline/idempotency';
import {ZodContractsSpecEnhancer} from './specs/from-zod';
import {IdempotencyKeySpecEnhancer} from './pipeline/idempotency-key.spec-enhancer';
import {RequestsInFlight} from './pipeline/requests-in-flight';
import {corsOptions} from './middleware/security-headers';
import {DEFAULT_BUSINESS_TZ, type CallbackPhones} from '@karat/shared';
import {
  DEFAULT_CALLBACK_PHONES,
  DEFAULT_PAYER_ACCOUNTS,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_VALUATION_IMAGE_QUOTA,
  readConfig,
  type DocumentsConfig,
  type PaymentSettings,
  type QzConfig,
  type ValuationImageQuota,
} from './config';
import {
  ADDRESS_CHECKER,
  BEARER_STRATEGY,
  BUSINESS_TZ,
  CARRIER,
  JOBS_CONFIG,
  JOB_RUNNER,
  CLOCK,
  DB_CONFIG,
  DOCUMENTS_CONFIG,
  QZ_CONFIG,
  OPERATION_TABLE,
  IDEMPOTENT_COMMANDS,
  PLACES_PROVIDER,
  READ_ENGINE,
  REQUESTS_IN_FLIGHT,
  SMS_PROVIDER,
  EMAIL_SENDER,
  FILE_STORAGE,
  CALLBACK_PHONES,
  PAYER_ACCOUNTS,
  PAYMENT_SETTINGS,
  PACKAGE_CODE_REGISTRY_REPOSITORY,
  ERROR_REPORTING,
  VALUATION_IMAGE_QUOTA,
} from './keys';

export interface KaratAppOptions extends ApplicationConfig {
  database: DbConfig;
  bodyLimit?: string;
  businessTz?: string;
  /** Origins allowed by CORS (CORS_ORIGINS); none: same origin only. */
  corsOrigins?: string[];
  /** Return addresses and the document links' key (the documents). */
  documents?: DocumentsConfig;
  /** QZ Tray's signing key and certificate (printing). */
  qz?: QzConfig;
  /** Valuation images and payment files; unset: a folder of its own under the system's temp dir. */
  storage?: StorageConfig;
  /** The accounts the Finnish and Swedish payment files pay from; unset: the demo defaults. */
  payerAccounts?: PayerAccounts;
  /** The UK fee setting and the demo-account guard; unset: company fees, demo accounts allowed. */
  payment?: PaymentSettings;
  /** Valuation image uploads per member an hour and per order; unset: the defaults. */
  valuationImageQuota?: ValuationImageQuota;
  /** The no-answer SMS's callback numbers; unset: the demo's. */
  callbackPhones?: CallbackPhones;
  /** The background jobs; unset: run here, polling every 2 s. */
  jobs?: JobsConfig;
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
    this.bind(REQUESTS_IN_FLIGHT).toClass(RequestsInFlight).inScope(BindingScope.SINGLETON);
    // What the request pipeline (pipeline/api-pipeline.ts, mounted in server.ts) uses besides
    // LoopBack's own actions.
    this.bind(OPERATION_TABLE).toClass(OperationTable).inScope(BindingScope.SINGLETON);
    this.bind(BEARER_STRATEGY).toClass(BearerTokenStrategy).inScope(BindingScope.SINGLETON);
    this.bind(IDEMPOTENT_COMMANDS).toClass(IdempotentCommands).inScope(BindingScope.SINGLETON);
    this.add(createBindingFromClass(IdempotencyKeySpecEnhancer));
    // The request bodies' components, generated from the shared zod schemas (specs/from-zod.ts).
    this.add(createBindingFromClass(ZodContractsSpecEnhancer));
    this.bind(BUSINESS_TZ).to(options.businessTz ?? DEFAULT_BUSINESS_TZ);
    this.bind(DOCUMENTS_CONFIG).to(options.documents ?? readConfig({}).documents);
    this.bind(QZ_CONFIG).to(options.qz ?? {});
    this.bind(PAYER_ACCOUNTS).to(options.payerAccounts ?? DEFAULT_PAYER_ACCOUNTS);
    this.bind(PAYMENT_SETTINGS).to(options.payment ?? DEFAULT_PAYMENT_SETTINGS);
    this.bind(VALUATION_IMAGE_QUOTA).to(options.valuationImageQuota ?? DEFAULT_VALUATION_IMAGE_QUOTA);
    this.bind(CALLBACK_PHONES).to(options.callbackPhones ?? DEFAULT_CALLBACK_PHONES);
    // Outside systems behind adapters; the local defaults need no account and no network.
    this.bind(ADDRESS_CHECKER).toClass(LocalAddressChecker);
    // The server resolves it at start, so a half-configured carrier stops the start with the variable's name.
    this.bind(CARRIER)
      .toDynamicValue(async ({context}) => carriersFromEnv(new LocalCarrier(await context.get(PACKAGE_CODE_REGISTRY_REPOSITORY))))
      .inScope(BindingScope.SINGLETON);
    this.bind(SMS_PROVIDER).to(smsProviderFromEnv());
    this.bind(EMAIL_SENDER).to(emailSenderFromEnv());
    // Made when first used, so an application that never stores a file (the OpenAPI script) makes no folder.
    this.bind(FILE_STORAGE)
      .toDynamicValue(() => fileStorageFor(options.storage ?? {kind: 'local', dir: fs.mkdtempSync(path.join(os.tmpdir(), 'karat-files-'))}))
      .inScope(BindingScope.SINGLETON);
    this.bind(ERROR_REPORTING).to(new ReportingStep(errorReporterFromEnv()));
    // LoopBack's error log of a failed request (a 5xx) becomes the error-reporting step; its
    // default reporter writes the same line LoopBack wrote.
    this.bind(RestBindings.SequenceActions.LOG_ERROR).toDynamicValue(ReportServerErrorsProvider);
    this.bind(PLACES_PROVIDER).to(placesProviderFromEnv());
    this.bind(CLOCK).to(systemClock);
    // The jobs start after the datasource and stop before it; the REST server last.
    this.configure(CoreBindings.LIFE_CYCLE_OBSERVER_REGISTRY).to({orderedGroups: ['datasource', 'jobs', 'server']});
    this.bind(JOBS_CONFIG).to(options.jobs ?? DEFAULT_JOBS_CONFIG);
    this.add(createBindingFromClass(JobRunner, {key: JOB_RUNNER}));
    this.lifeCycleObserver(SessionBroadcast);
    this.bind('jobs.register-shipment').toClass(RegisterShipmentJob).tag(JOB_TAG);
    this.bind('jobs.register-shipment-sweep').toClass(RegistrationSweepJob).tag(JOB_TAG);

    // The explorer's controller reads its settings from the configuration of LoopBack's component.
    this.configure(RestExplorerBindings.COMPONENT).to({path: EXPLORER_PATH});
    this.component(ApiExplorerComponent);

    this.bootOptions = {
      controllers: {dirs: ['controllers'], extensions: ['.controller.js'], nested: true},
    };
  }
}
