export interface SmsMessage {
  to: string;
  message: string;
}

export interface SmsResult {
  provider: string;
  /** The provider's id of the message, when it gives one. */
  providerMessageId?: string;
}

/** Sends one SMS; throws with the provider's reason when it is refused. */
export interface SmsProvider {
  readonly name: string;
  send(sms: SmsMessage): Promise<SmsResult>;
}

/** Local default: nothing leaves the machine; the message is recorded in SmsLog and marked sent. */
export class LocalSmsProvider implements SmsProvider {
  readonly name = 'local';
  async send(): Promise<SmsResult> {
    return {provider: this.name};
  }
}

async function failure(provider: string, response: Response): Promise<Error> {
  const text = (await response.text().catch(() => '')).slice(0, 300);
  return new Error(`${provider} refused the message (HTTP ${response.status})${text ? `: ${text}` : ''}`);
}

/** 46elks: POST form data to /a1/sms with HTTP basic auth (API username and password). */
export class FortySixElksProvider implements SmsProvider {
  readonly name = '46elks';
  constructor(private config: {url: string; username: string; password: string; from: string}) {}

  async send(sms: SmsMessage): Promise<SmsResult> {
    const response = await fetch(`${this.config.url.replace(/\/$/, '')}/a1/sms`, {
      method: 'POST',
      headers: {
        Authorization: 'Basic ' + Buffer.from(`${this.config.username}:${this.config.password}`).toString('base64'),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({from: this.config.from, to: `+${sms.to.replace(/^\+/, '')}`, message: sms.message}),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw await failure(this.name, response);
    const body = (await response.json().catch(() => ({}))) as {id?: string; status?: string};
    if (body.status === 'failed') throw new Error(`${this.name} reported the message as failed`);
    return {provider: this.name, providerMessageId: body.id};
  }
}

/** GatewayAPI: POST JSON to /rest/mtsms with a bearer token; recipients as MSISDN numbers. */
export class GatewayApiProvider implements SmsProvider {
  readonly name = 'gatewayapi';
  constructor(private config: {url: string; token: string; from: string}) {}

  async send(sms: SmsMessage): Promise<SmsResult> {
    const response = await fetch(`${this.config.url.replace(/\/$/, '')}/rest/mtsms`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${this.config.token}`, 'Content-Type': 'application/json'},
      body: JSON.stringify({sender: this.config.from, message: sms.message, recipients: [{msisdn: Number(sms.to.replace(/^\+/, ''))}]}),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw await failure(this.name, response);
    const body = (await response.json().catch(() => ({}))) as {ids?: number[]};
    return {provider: this.name, providerMessageId: body.ids?.[0] !== undefined ? String(body.ids[0]) : undefined};
  }
}

/**
 * The provider chosen by the environment: SMS_PROVIDER=46elks (ELKS_USERNAME, ELKS_PASSWORD,
 * ELKS_URL default https://api.46elks.com) or gatewayapi (GATEWAYAPI_TOKEN, GATEWAYAPI_URL default
 * https://gatewayapi.com); SMS_FROM is the sender name. Anything else: the local default.
 */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsProvider {
  const from = env.SMS_FROM ?? 'Karat';
  const need = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} must be set for SMS_PROVIDER=${env.SMS_PROVIDER}`);
    return value;
  };
  switch (env.SMS_PROVIDER) {
    case '46elks':
      return new FortySixElksProvider({url: env.ELKS_URL ?? 'https://api.46elks.com', username: need('ELKS_USERNAME'), password: need('ELKS_PASSWORD'), from});
    case 'gatewayapi':
      return new GatewayApiProvider({url: env.GATEWAYAPI_URL ?? 'https://gatewayapi.com', token: need('GATEWAYAPI_TOKEN'), from});
    default:
      return new LocalSmsProvider();
  }
}
