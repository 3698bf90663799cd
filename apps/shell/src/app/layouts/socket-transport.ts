import { LiteSocket, type LiteSocketOptions } from '@fachwerk/web/data-access';

/** Opens the user's socket (a seam of its own, so tests can replace the transport). */
export const openSocket = (origin: string, options: LiteSocketOptions): LiteSocket => new LiteSocket(origin, options);
