import type { ConnectionCredentials } from '@alt-optimizer/contract';
import { AppError } from '../../core/errors/index.ts';
import type { OutboundPolicy } from '../../core/net/outbound.ts';
import { SecretBox } from '../../core/secrets/secret-box.ts';
import { ShopifyClient } from './clients/shopify-client.ts';
import type { StoreClient } from './clients/store-client.ts';
import { REQUEST_TIMEOUT_MS, type StoreNetwork } from './clients/store-http.ts';
import { WooCommerceClient } from './clients/woocommerce-client.ts';
import { CONNECTOR_ERRORS } from './connectors.messages.ts';
import type { ConnectionRow } from './connections.table.ts';
import { normaliseStoreUrl } from './store-address.ts';

export interface ConnectorSettings {
  /** CONNECTOR_SECRET_KEY; null = connectors refuse to start (nothing can be stored or read without it). */
  secretKey: Buffer | null;
  /** ALLOW_PRIVATE_IMAGE_URLS on: stores on private addresses (and http) are allowed. */
  allowPrivate: boolean;
  /** Alt writes per second per store. */
  writesPerSecond: number;
  /**
   * The server's one outbound policy: the typed address is judged by store-address.ts, then every request by where
   * the host resolves (a public-looking name that resolves to 10.x or 127.0.0.1 is refused as unreachable).
   */
  outbound: OutboundPolicy;
}

/** One store request's connect timeout; the whole request is bounded in store-http.ts. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Seals and opens store tokens, and builds the platform client of a connection; the one place a token is in clear. */
export class StoreAccess {
  private readonly box: SecretBox | null;
  private readonly net: StoreNetwork;

  constructor(private readonly settings: ConnectorSettings) {
    this.box = settings.secretKey ? new SecretBox(settings.secretKey) : null;
    const dispatcher = settings.outbound.agent({ connectTimeoutMs: CONNECT_TIMEOUT_MS, timeoutMs: REQUEST_TIMEOUT_MS });
    this.net = { policy: settings.outbound, dispatcher };
  }

  close(): Promise<void> {
    return this.net.dispatcher.close();
  }

  /** Every connector action starts here: without the key nothing may be stored or read. */
  requireKey(): SecretBox {
    if (!this.box) {
      throw new AppError(CONNECTOR_ERRORS.connectorKeyMissing);
    }
    return this.box;
  }

  normalise(credentials: Pick<ConnectionCredentials, 'platform' | 'storeUrl'>): string {
    return normaliseStoreUrl(credentials.platform, credentials.storeUrl, this.settings.allowPrivate);
  }

  /** A client for credentials typed in the form (nothing saved yet). */
  clientForCredentials(credentials: ConnectionCredentials): StoreClient {
    this.requireKey();
    const storeUrl = this.normalise(credentials);
    return buildClient(this.net, credentials.platform, storeUrl, credentials.accessToken, credentials.username ?? null);
  }

  clientForConnection(connection: ConnectionRow): StoreClient {
    const token = this.requireKey().open(connection.tokenSealed);
    return buildClient(this.net, connection.platform, connection.storeUrl, token, connection.username);
  }

  seal(token: string): string {
    return this.requireKey().seal(token);
  }
}

function buildClient(
  net: StoreNetwork,
  platform: ConnectionRow['platform'],
  storeUrl: string,
  token: string,
  username: string | null,
): StoreClient {
  if (platform === 'shopify') {
    return new ShopifyClient(storeUrl, token, net);
  }
  if (!username) {
    throw new AppError(CONNECTOR_ERRORS.connectorUsernameMissing);
  }
  return new WooCommerceClient(storeUrl, username, token, net);
}
