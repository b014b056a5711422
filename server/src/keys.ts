import type {ReadEngine} from './repositories/query/read-engine';
import {BindingKey} from '@loopback/core';
import type {CallbackPhones} from '@karat/shared';
import type {AddressChecker} from './adapters/address/address.adapter';
import type {Carrier} from './adapters/carrier/carrier.adapter';
import type {JobRunner, JobsConfig} from './jobs/job-runner';
import type {PlacesProvider} from './adapters/places/places.adapter';
import type {SmsProvider} from './adapters/sms/sms.adapter';
import type {ReportingStep} from './adapters/errors/error-reporter.adapter';
import type {DbConfig, DbDataSource} from './datasources/db.datasource';
import type {DocumentsConfig, PaymentSettings, QzConfig, ValuationImageQuota} from './config';
import type {RequestsInFlight} from './pipeline/requests-in-flight';
import type {OperationTable} from './pipeline/operations';
import type {IdempotentCommands} from './pipeline/idempotency';
import type {BearerTokenStrategy} from './authentication/bearer-token.strategy';
import type {
  AuditEntryRepository,
  CallLogRepository,
  ClientRepository,
  GreetingsRepository,
  MaterialRepository,
  MemberRepository,
  OrderRepository,
  PackageCodeRegistryRepository,
  PaymentXMLRepository,
  SmsLogRepository,
  TimeRecordRepository,
} from './repositories';
import type {AuditService} from './services/audit.service';
import type {AuthService} from './services/auth.service';
import type {FirstRunService} from './services/first-run.service';
import type {BuyerService} from './services/buyer.service';
import type {CallService} from './services/call.service';
import type {CcManagerService} from './services/cc-manager.service';
import type {ClientService} from './services/client.service';
import type {ClientErrorService} from './services/client-error.service';
import type {Clock} from './services/clock';
import type {CrudService} from './services/crud.service';
import type {DocumentService} from './services/document.service';
import type {QzSigningService} from './services/qz-signing.service';
import type {HomeService} from './services/home.service';
import type {PackagerService} from './services/packager.service';
import type {ValuationService} from './services/valuation.service';
import type {ValuationImageService} from './services/valuation-image.service';
import type {TellerService} from './services/teller.service';
import type {BursarService} from './services/bursar.service';
import type {ComplaintService} from './services/complaint.service';
import type {ReportService} from './services/report.service';
import type {PoliceReportService} from './services/police-report.service';
import type {TimeRecordService} from './services/time-record.service';
import type {PaymentService} from './services/payment.service';
import type {PayerAccounts} from './payments';
import type {ClientEmailService} from './services/client-email.service';
import type {EmailSender} from './adapters/email/email.adapter';
import type {FileStorage} from './adapters/storage/storage.adapter';
import type {OrderHistoryService} from './services/order-history.service';
import type {MemberService} from './services/member.service';
import type {OrderCommandService} from './services/order-command.service';
import type {OrderExportService} from './services/order-export.service';
import type {OrderLookupService} from './services/order-lookup.service';
import type {PreferenceService} from './services/preference.service';
import type {ReturnCodeSmsService} from './services/return-code-sms.service';
import type {ShipmentService} from './services/shipment.service';
import type {SessionCache} from './services/session-cache.service';
import type {SmsService} from './services/sms.service';

// The application's binding keys, typed: `@inject(KEY)` and `app.get(KEY)` check the value's type.
// The lint refuses a string in @inject. Only type imports above: every module may import this one
// without an import cycle. The strings are the names LoopBack's boot gives what it finds
// (`services.<class>`, `repositories.<class>`, `datasources.<dataSourceName>`), so they must not change.

// Configuration
export const DB_CONFIG = BindingKey.create<DbConfig>('datasources.config.db');
export const BUSINESS_TZ = BindingKey.create<string>('config.businessTz');
export const DOCUMENTS_CONFIG = BindingKey.create<DocumentsConfig>('config.documents');
export const QZ_CONFIG = BindingKey.create<QzConfig>('config.qz');
export const VALUATION_IMAGE_QUOTA = BindingKey.create<ValuationImageQuota>('config.valuationImageQuota');

// Datasource and repositories (bound by boot)
/** The read engine below the repositories (repositories/query). */
export const READ_ENGINE = BindingKey.create<ReadEngine>('repositories.query.ReadEngine');
export const DB_DATASOURCE = BindingKey.create<DbDataSource>('datasources.db');
export const AUDIT_ENTRY_REPOSITORY = BindingKey.create<AuditEntryRepository>('repositories.AuditEntryRepository');
export const CALL_LOG_REPOSITORY = BindingKey.create<CallLogRepository>('repositories.CallLogRepository');
export const CLIENT_REPOSITORY = BindingKey.create<ClientRepository>('repositories.ClientRepository');
export const GREETINGS_REPOSITORY = BindingKey.create<GreetingsRepository>('repositories.GreetingsRepository');
export const MATERIAL_REPOSITORY = BindingKey.create<MaterialRepository>('repositories.MaterialRepository');
export const MEMBER_REPOSITORY = BindingKey.create<MemberRepository>('repositories.MemberRepository');
export const ORDER_REPOSITORY = BindingKey.create<OrderRepository>('repositories.OrderRepository');
export const PACKAGE_CODE_REGISTRY_REPOSITORY = BindingKey.create<PackageCodeRegistryRepository>('repositories.PackageCodeRegistryRepository');
export const PAYMENT_XML_REPOSITORY = BindingKey.create<PaymentXMLRepository>('repositories.PaymentXMLRepository');
export const SMS_LOG_REPOSITORY = BindingKey.create<SmsLogRepository>('repositories.SmsLogRepository');
export const TIME_RECORD_REPOSITORY = BindingKey.create<TimeRecordRepository>('repositories.TimeRecordRepository');

// Services (bound by boot from services/*.service.js)
export const AUDIT_SERVICE = BindingKey.create<AuditService>('services.AuditService');
export const AUTH_SERVICE = BindingKey.create<AuthService>('services.AuthService');
export const FIRST_RUN_SERVICE = BindingKey.create<FirstRunService>('services.FirstRunService');
export const BUYER_SERVICE = BindingKey.create<BuyerService>('services.BuyerService');
export const CALL_SERVICE = BindingKey.create<CallService>('services.CallService');
export const CC_MANAGER_SERVICE = BindingKey.create<CcManagerService>('services.CcManagerService');
export const CLIENT_SERVICE = BindingKey.create<ClientService>('services.ClientService');
export const CRUD_SERVICE = BindingKey.create<CrudService>('services.CrudService');
export const MEMBER_SERVICE = BindingKey.create<MemberService>('services.MemberService');
export const ORDER_COMMAND_SERVICE = BindingKey.create<OrderCommandService>('services.OrderCommandService');
export const ORDER_EXPORT_SERVICE = BindingKey.create<OrderExportService>('services.OrderExportService');
export const ORDER_LOOKUP_SERVICE = BindingKey.create<OrderLookupService>('services.OrderLookupService');
export const PREFERENCE_SERVICE = BindingKey.create<PreferenceService>('services.PreferenceService');
export const SHIPMENT_SERVICE = BindingKey.create<ShipmentService>('services.ShipmentService');
export const RETURN_CODE_SMS_SERVICE = BindingKey.create<ReturnCodeSmsService>('services.ReturnCodeSmsService');
export const SESSION_CACHE = BindingKey.create<SessionCache>('services.SessionCache');
export const CLIENT_ERROR_SERVICE = BindingKey.create<ClientErrorService>('services.ClientErrorService');
export const ORDER_HISTORY_SERVICE = BindingKey.create<OrderHistoryService>('services.OrderHistoryService');
export const HOME_SERVICE = BindingKey.create<HomeService>('services.HomeService');
export const PACKAGER_SERVICE = BindingKey.create<PackagerService>('services.PackagerService');
export const VALUATION_SERVICE = BindingKey.create<ValuationService>('services.ValuationService');
export const VALUATION_IMAGE_SERVICE = BindingKey.create<ValuationImageService>('services.ValuationImageService');
export const SMS_SERVICE = BindingKey.create<SmsService>('services.SmsService');
export const DOCUMENT_SERVICE = BindingKey.create<DocumentService>('services.DocumentService');
export const QZ_SIGNING_SERVICE = BindingKey.create<QzSigningService>('services.QzSigningService');

// Bound by the application (application.ts)
/** The time the rules see; tests bind a fixed one to check list boundaries. */
export const CLOCK = BindingKey.create<Clock>('services.clock');
export const REQUESTS_IN_FLIGHT = BindingKey.create<RequestsInFlight>('pipeline.requestsInFlight');
/** The pipeline's route table: controller bindings and their operations. */
export const OPERATION_TABLE = BindingKey.create<OperationTable>('pipeline.operations');
/** The pipeline's step for commands sent with an Idempotency-Key. */
export const IDEMPOTENT_COMMANDS = BindingKey.create<IdempotentCommands>('pipeline.idempotentCommands');
export const BEARER_STRATEGY = BindingKey.create<BearerTokenStrategy>('pipeline.bearerStrategy');

// Outside systems behind adapters; the local defaults need no account and no network.
export const ADDRESS_CHECKER = BindingKey.create<AddressChecker>('adapters.address');
export const CARRIER = BindingKey.create<Carrier>('adapters.carrier');
export const JOBS_CONFIG = BindingKey.create<JobsConfig>('jobs.config');
export const JOB_RUNNER = BindingKey.create<JobRunner>('jobs.runner');
export const SMS_PROVIDER = BindingKey.create<SmsProvider>('adapters.sms');
export const EMAIL_SENDER = BindingKey.create<EmailSender>('adapters.email');
/** Valuation images and payment files: a local folder or S3. */
export const FILE_STORAGE = BindingKey.create<FileStorage>('adapters.storage');
/** The error-reporting step (spec 02 §7 "Login and shell"): server faults and the browsers' reports go through it. */
export const ERROR_REPORTING = BindingKey.create<ReportingStep>('adapters.errorReporting');
export const PLACES_PROVIDER = BindingKey.create<PlacesProvider>('adapters.places');
export const TELLER_SERVICE = BindingKey.create<TellerService>('services.TellerService');
export const BURSAR_SERVICE = BindingKey.create<BursarService>('services.BursarService');
export const COMPLAINT_SERVICE = BindingKey.create<ComplaintService>('services.ComplaintService');
export const REPORT_SERVICE = BindingKey.create<ReportService>('services.ReportService');
export const POLICE_REPORT_SERVICE = BindingKey.create<PoliceReportService>('services.PoliceReportService');
export const TIME_RECORD_SERVICE = BindingKey.create<TimeRecordService>('services.TimeRecordService');
export const PAYMENT_SERVICE = BindingKey.create<PaymentService>('services.PaymentService');
/** The company's accounts the payment files pay from (PAYER_FINLAND_*, PAYER_SWEDEN_*). */
export const PAYER_ACCOUNTS = BindingKey.create<PayerAccounts>('config.payerAccounts');
/** The numbers the no-answer SMS gives to call back on, per country (CALLBACK_PHONE_*). */
export const CALLBACK_PHONES = BindingKey.create<CallbackPhones>('config.callbackPhones');
/** The UK fee setting and the demo-account guard (PAYER_UK_FEES, NODE_ENV). */
export const PAYMENT_SETTINGS = BindingKey.create<PaymentSettings>('config.payment');
export const CLIENT_EMAIL_SERVICE = BindingKey.create<ClientEmailService>('services.ClientEmailService');
