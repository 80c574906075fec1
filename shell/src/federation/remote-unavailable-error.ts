/** A remote's code could not be loaded (server down, 404, bad deploy). */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    readonly cause: Error,
  ) {
    super(`Remote ${remoteId} is unavailable: ${cause.message}`);
    this.name = 'RemoteUnavailableError';
  }
}
