import { Injectable } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';
import type { LiveShoot, NotificationData } from '../../shared/live-shoots/types.js';

/** What changed in a shoot, published after the change is committed. */
export interface ShootChange {
  shoot: LiveShoot;
  notifications: NotificationData[];
}

/**
 * The service publishes, the socket gateway fans out: neither knows the other, and a later scale-out
 * can put a message bus behind this one class.
 */
@Injectable()
export class ShootEvents {
  private readonly changes = new Subject<ShootChange>();

  publish(change: ShootChange): void {
    this.changes.next(change);
  }

  get changes$(): Observable<ShootChange> {
    return this.changes.asObservable();
  }
}
