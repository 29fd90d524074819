/** Types for client-peer.mjs (the code lives there, in plain JavaScript). */
import type { IncomingMessage } from 'node:http';

export declare const PEER_HEADER: 'x-client-peer';
export declare function stampClientPeer(req: IncomingMessage): void;
