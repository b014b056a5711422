import fs from 'node:fs';
import path from 'node:path';
import {randomBytes} from 'node:crypto';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {COUNTRIES, COUNTRY_LABELS, documentLanguage, greetingText, MESSAGES, ROLE_FLAGS, type Country} from '@karat/shared';
import {DateTime} from 'luxon';
import type {DocumentsConfig} from '../config';
import {DOCUMENT_ACCESS, POLICE_REPORT_ACCESS, type DocumentName} from '../authorization/role-matrix';
import {
  carrierLabelPdf,
  carrierLabelZpl,
  invoicePdf,
  letterPdf,
  testLabelPdf,
  testLabelZpl,
  testPagePdf,
  valuationLabelPdf,
  valuationLabelZpl,
  type DocumentFile,
  type OrderDocumentData,
  type PostalAddress,
} from '../documents';
import {checkDocumentLink, DOCUMENT_LINK_TTL_MS, documentLinkPath, type DocumentLinkClaims} from '../security/document-link';
import type {MemberProfile} from '../security/principal';
import {Client, Order} from '../models';
import {AccessTokenRepository, GreetingsRepository, MemberRepository, OrderRepository, ShipmentRepository} from '../repositories';
import {BUSINESS_TZ, CLOCK, DOCUMENTS_CONFIG, POLICE_REPORT_SERVICE} from '../keys';
import type {PoliceReportService, ReportRegion} from './police-report.service';
import type {Clock} from './clock';
import {httpError} from './http-error';

export type DocumentFormat = 'pdf' | 'zpl';
/** The signed links' document name of the police reports (with '-{region}' for one region's). */
const POLICE_REPORT = 'police-report';
/** The documents that exist as ZPL too: the labels. */
const LABELS: readonly DocumentName[] = ['carrier-label', 'valuation-label'];

const pdf = (body: Buffer, filename: string): DocumentFile => ({body, contentType: 'application/pdf', filename: `${filename}.pdf`});
const zpl = (text: string, filename: string): DocumentFile => ({
  body: Buffer.from(text, 'utf8'),
  contentType: 'text/plain; charset=utf-8',
  filename: `${filename}.zpl`,
});

/**
 * The documents the server makes: loads the order, its client and the greetings,
 * and hands plain values to the layouts in documents/, which are pure. Also signs and opens the
 * document links.
 */
@injectable({scope: BindingScope.SINGLETON})
export class DocumentService {
  private secret?: string;
  private get pdfOptions() {
    return {compress: this.config.compressPdf ?? true};
  }

  constructor(
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(GreetingsRepository) private greetings: GreetingsRepository,
    @repository(MemberRepository) private members: MemberRepository,
    @repository(AccessTokenRepository) private tokens: AccessTokenRepository,
    @inject(DOCUMENTS_CONFIG) private config: DocumentsConfig,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
    @inject(POLICE_REPORT_SERVICE) private policeReports: PoliceReportService,
    @repository(ShipmentRepository) private shipments: ShipmentRepository,
  ) {}

  /**
   * The carrier label of the security bag: the carrier's own when it gave one for the order's
   * tracking number, else the product's layout (the local carrier), ZPL for the Zebra or the PDF.
   * A carrier's PDF is answered also when ZPL is asked (the printing prints a PDF on the label
   * printer as an image); a carrier's ZPL cannot become a PDF, so a PDF asked for (no QZ Tray) is
   * the product's layout of the same tracking number.
   */
  async carrierLabel(orderId: number, format: DocumentFormat): Promise<DocumentFile> {
    const order = await this.loadOrder(orderId);
    const name = `carrier-label-${order.orderNumber}`;
    const own = order.barCode ? await this.shipments.label(orderId, order.barCode) : undefined;
    if (own?.format === 'pdf') return pdf(own.content, name);
    if (own?.format === 'zpl' && format === 'zpl') return zpl(own.content.toString('utf8'), name);
    const data = await this.documentData(order, true);
    return format === 'zpl' ? zpl(carrierLabelZpl(data), name) : pdf(await carrierLabelPdf(data, this.pdfOptions), name);
  }

  /** What goes in the bag with the label (spec 02 §4 "Packager"): the letter for a web order, else the invoice. */
  async invoiceOrLetter(orderId: number): Promise<DocumentFile> {
    const order = await this.loadOrder(orderId);
    return this.customerDocument(order, order.isWebOrder ? 'letter' : 'invoice');
  }

  async letter(orderId: number): Promise<DocumentFile> {
    return this.customerDocument(await this.loadOrder(orderId), 'letter');
  }

  async valuationLabel(orderId: number, format: DocumentFormat): Promise<DocumentFile> {
    const data = await this.orderData(orderId, true);
    const name = `valuation-label-${data.orderNumber}`;
    return format === 'zpl' ? zpl(valuationLabelZpl(data), name) : pdf(await valuationLabelPdf(data, this.pdfOptions), name);
  }

  /** A printer's test page: the label printer's (ZPL or PDF) or the A4 printer's (PDF). */
  async testPage(kind: 'label' | 'a4', format: DocumentFormat): Promise<DocumentFile> {
    const printedOn = DateTime.fromJSDate(this.clock.now()).setZone(this.businessTz).toFormat('d.M.yyyy HH:mm');
    if (kind === 'a4') return pdf(await testPagePdf(printedOn, this.pdfOptions), 'test-page');
    return format === 'zpl' ? zpl(testLabelZpl(printedOn), 'test-label') : pdf(await testLabelPdf(printedOn, this.pdfOptions), 'test-label');
  }

  /** A link to one document for the member, valid for a few minutes (`invoice` names the document the order needs). */
  async link(member: MemberProfile, document: DocumentName, orderId: number, format: DocumentFormat): Promise<{url: string; expiresAt: string}> {
    const order = await this.loadOrder(orderId);
    const concrete: DocumentName = document === 'invoice' && order.isWebOrder ? 'letter' : document;
    // Signed with the session that asks: the link dies with it (logout, password change, deactivation).
    if (!member.sessionId) throw httpError(403, MESSAGES.documentLinkInvalid);
    const claims: DocumentLinkClaims = {
      document: concrete,
      orderId,
      format: LABELS.includes(concrete) ? format : 'pdf',
      memberId: member.id,
      expires: this.clock.now().getTime() + DOCUMENT_LINK_TTL_MS,
      session: member.sessionId,
    };
    return {url: `/api${documentLinkPath(this.linkSecret(), claims)}`, expiresAt: new Date(claims.expires).toISOString()};
  }

  /**
   * A signed link to a week's police report: the document names the region ('police-report' for all),
   * the link's number is year x 100 + week. The same signature, session and expiry rules as an order's.
   */
  policeReportLink(member: MemberProfile, year: number, week: number, region: ReportRegion | undefined): {url: string; expiresAt: string} {
    if (!member.sessionId) throw httpError(403, MESSAGES.documentLinkInvalid);
    const claims: DocumentLinkClaims = {
      document: region ? `${POLICE_REPORT}-${region}` : POLICE_REPORT,
      orderId: year * 100 + week,
      format: 'pdf',
      memberId: member.id,
      expires: this.clock.now().getTime() + DOCUMENT_LINK_TTL_MS,
      session: member.sessionId,
    };
    return {url: `/api${documentLinkPath(this.linkSecret(), claims)}`, expiresAt: new Date(claims.expires).toISOString()};
  }

  /**
   * The document of a signed link: the signature must fit every part of the link and one of its
   * member's live sessions (the one it was made in: ended by logout, a password change or a
   * deactivation), the link must not have expired, and its member must still be active and hold a
   * role that may fetch the document.
   */
  async openLink(document: string, orderId: number, query: {format?: string; member?: number; expires?: number; signature?: string}): Promise<DocumentFile> {
    const police = document === POLICE_REPORT || document.startsWith(`${POLICE_REPORT}-`);
    if (
      (!(document in DOCUMENT_ACCESS) && !police) ||
      !query.signature ||
      !query.member ||
      !query.expires ||
      (query.format !== 'pdf' && query.format !== 'zpl')
    ) {
      throw httpError(403, MESSAGES.documentLinkInvalid);
    }
    const claims: Omit<DocumentLinkClaims, 'session'> = {document, orderId, format: query.format, memberId: query.member, expires: query.expires};
    const sessions = await this.tokens.liveSessionsOf(query.member);
    const check = checkDocumentLink(this.linkSecret(), claims, query.signature, sessions, this.clock.now());
    if (!check.ok && check.reason === 'expired') throw new HttpErrors.Gone(MESSAGES.documentLinkExpired);
    if (!check.ok) throw httpError(403, MESSAGES.documentLinkInvalid);
    const member = await this.members.findOne({where: {id: query.member}});
    const roles = ROLE_FLAGS.filter(flag => member?.[flag] === true);
    const allowed = (police ? POLICE_REPORT_ACCESS : DOCUMENT_ACCESS[document as DocumentName]) as readonly string[];
    if (!member || member.isActive !== true || !roles.some(role => allowed.includes(role))) throw httpError(403, MESSAGES.documentLinkInvalid);
    if (police) {
      const region = document === POLICE_REPORT ? undefined : document.slice(POLICE_REPORT.length + 1);
      return this.policeReports.pdf(Math.floor(orderId / 100), orderId % 100, region, member.id!);
    }
    switch (document as DocumentName) {
      case 'carrier-label':
        return this.carrierLabel(orderId, claims.format);
      case 'valuation-label':
        return this.valuationLabel(orderId, claims.format);
      case 'invoice':
        return this.customerDocument(await this.loadOrder(orderId), 'invoice');
      case 'letter':
        return this.letter(orderId);
    }
  }

  /**
   * The key of the links: DOCUMENT_LINK_SECRET, else the one generated at the first link into
   * DATA_DIR/document-link.secret (mode 0600) and read from there afterwards, so links survive a restart.
   */
  private linkSecret(): string {
    if (this.secret) return this.secret;
    if (this.config.linkSecret) {
      if (this.config.linkSecret.length < 32) throw new Error('DOCUMENT_LINK_SECRET must be at least 32 characters');
      return (this.secret = this.config.linkSecret);
    }
    const file = this.config.linkSecretFile;
    try {
      fs.mkdirSync(path.dirname(file), {recursive: true, mode: 0o700});
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), {flag: 'wx', mode: 0o600});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new Error(`${file} holds no usable key: remove it to have a new one made`);
    return (this.secret = secret);
  }

  private async customerDocument(order: Order & {client?: Client}, kind: 'invoice' | 'letter'): Promise<DocumentFile> {
    const data = await this.documentData(order, false);
    const name = `${kind}-${data.orderNumber}`;
    return pdf(kind === 'invoice' ? await invoicePdf(data, this.pdfOptions) : await letterPdf(data, this.pdfOptions), name);
  }

  private async loadOrder(orderId: number): Promise<Order & {client?: Client}> {
    const order = await this.orders.findOne({where: {id: orderId}, include: ['client']});
    if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
    return order as Order & {client?: Client};
  }

  private async orderData(orderId: number, needsBarCode: boolean): Promise<OrderDocumentData> {
    return this.documentData(await this.loadOrder(orderId), needsBarCode);
  }

  private async documentData(order: Order & {client?: Client}, needsBarCode: boolean): Promise<OrderDocumentData> {
    const client = order.client;
    if (!client) throw httpError(422, MESSAGES.missingClient);
    if (needsBarCode && !order.barCode) throw httpError(409, MESSAGES.orderHasNoBarCode);
    const language = documentLanguage(order.language ?? client.language, order.country ?? client.country);
    const greetings = await this.greetings.findOne({order: ['id ASC']});
    const country = (COUNTRIES as readonly string[]).includes(order.country ?? '') ? (order.country as Country) : 'finland';
    const date = (value: Date) =>
      DateTime.fromJSDate(value)
        .setZone(this.businessTz)
        .toFormat(language === 'en' ? 'dd/MM/yyyy' : language === 'sv' ? 'yyyy-MM-dd' : 'd.M.yyyy');
    return {
      orderNumber: order.orderNumber!,
      barCode: order.barCode ?? null,
      referenceNumber: order.referenceNumber ?? null,
      language,
      clientNumber: client.clientNumber ?? null,
      receiver: receiverAddress(order, client),
      sender: this.config.returnAddresses[country],
      greeting: greetingText(greetings ?? null, language),
      printedOn: date(this.clock.now()),
      dueDate: order.dueDate ? date(new Date(order.dueDate)) : null,
    };
  }
}

/** Where the bag goes: the order's address when it has one (API.md: an order may carry its own), else the client's. */
export function receiverAddress(order: Pick<Order, 'address' | 'zip' | 'city' | 'country'>, client: Client): PostalAddress {
  const own = Boolean(order.address?.trim());
  const street = own ? order.address! : (client.address ?? '');
  const zip = own ? (order.zip ?? '') : (client.zip ?? '');
  const city = own ? (order.city ?? '') : (client.city ?? '');
  const country = (own ? order.country : client.country) ?? order.country ?? client.country;
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  const lines = [street, [zip, city.toUpperCase()].filter(Boolean).join(' ')];
  // Abroad from the sender's country the country is printed too (the carrier needs it).
  if (country && country !== 'finland' && (COUNTRIES as readonly string[]).includes(country)) lines.push(COUNTRY_LABELS[country as Country].toUpperCase());
  return {name, lines: lines.filter(line => line.trim() !== '')};
}
