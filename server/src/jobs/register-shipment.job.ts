import {inject} from '@loopback/core';
import {SHIPMENT_SERVICE} from '../keys';
import {REGISTER_SHIPMENT_QUEUE, REGISTRATION_SWEEP_QUEUE, type ShipmentService} from '../services/shipment.service';
import type {JobDefinition} from './job-runner';

/**
 * A new order's carrier registration. Retried with backoff when the carrier could not answer
 * (30 s, 1 min, 2 min ... about 8.5 h over 10 tries); a refusal is not retried, it waits in
 * "Registration failed" for a person. 'stately': one job per order waiting and one running.
 */
export class RegisterShipmentJob implements JobDefinition<{orderId: number}> {
  readonly queue = {name: REGISTER_SHIPMENT_QUEUE, policy: 'stately' as const, retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120};

  constructor(@inject(SHIPMENT_SERVICE) private shipments: ShipmentService) {}

  async handle({orderId}: {orderId: number}): Promise<void> {
    await this.shipments.registerWaiting(orderId);
  }
}

/** Every minute: any order still waiting for registration (created before a job was queued for it) gets one. */
export class RegistrationSweepJob implements JobDefinition {
  readonly queue = {name: REGISTRATION_SWEEP_QUEUE, policy: 'stately' as const, retryLimit: 0};
  readonly schedule = '* * * * *';

  constructor(@inject(SHIPMENT_SERVICE) private shipments: ShipmentService) {}

  async handle(): Promise<void> {
    await this.shipments.sweep();
  }
}
